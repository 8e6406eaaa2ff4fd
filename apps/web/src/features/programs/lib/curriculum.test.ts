import { describe, expect, it } from 'vitest';
import { checkContent, move, newLesson, newModule, newQuestion, toContentRequest } from './curriculum.ts';

describe('curriculum draft', () => {
  it('moves items up and down, and not past the ends', () => {
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(move(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('sends questions only for quizzes and a video URL only for videos', () => {
    const module = newModule();
    module.title = 'Week 1';
    module.lessons = [
      { ...newLesson(), title: 'Read', kind: 'text', video_url: 'https://x.test/v', questions: [newQuestion()] },
      { ...newLesson(), title: 'Watch', kind: 'video', video_url: ' https://x.test/v ', duration_min: 5 },
    ];
    const body = toContentRequest([module]);
    const [text, video] = body.modules[0]!.lessons!;
    expect(text).toMatchObject({ video_url: null, questions: [], duration_min: null });
    expect(video).toMatchObject({ video_url: 'https://x.test/v', duration_min: 5 });
  });

  it('sends an uploaded video with its captions instead of a link typed before, and no media for other kinds', () => {
    const file = (id: string) => ({ id, original_name: `${id}.webm`, url: `/api/media/${id}` });
    const module = newModule();
    module.title = 'Week 1';
    module.lessons = [
      {
        ...newLesson(),
        title: 'Watch',
        kind: 'video',
        video_url: 'https://vimeo.com/1',
        video_file: file('v'),
        captions_file: file('c'),
      },
      { ...newLesson(), title: 'Read', kind: 'text', video_file: file('v'), captions_file: file('c') },
    ];
    const [video, text] = toContentRequest([module]).modules[0]!.lessons!;
    expect(video).toMatchObject({ video_url: null, video_file_id: 'v', captions_file_id: 'c' });
    expect(text).toMatchObject({ video_url: null, video_file_id: null, captions_file_id: null });
  });

  it('sends attachments by file id with their trimmed titles, in order, and checks them as the server does', () => {
    const attachment = (id: string, title: string) => ({
      id,
      title,
      original_name: `${id}.pdf`,
      mime: 'application/pdf',
      size: 10,
      url: `/api/media/${id}`,
    });
    const module = newModule();
    module.title = 'Week 1';
    module.lessons = [
      {
        ...newLesson(),
        title: 'Read',
        attachments: [attachment('00000000-0000-4000-8000-000000000001', ' Tally '), attachment('b', '')],
      },
    ];
    const body = toContentRequest([module]);
    expect(body.modules[0]!.lessons![0]!.attachments).toEqual([
      { file_id: '00000000-0000-4000-8000-000000000001', title: 'Tally' },
      { file_id: 'b', title: '' },
    ]);
    expect(checkContent(body)['modules.0.lessons.0.attachments.1.file_id']).toEqual(['programs.attachment_invalid']);
  });

  it('reports contract errors under the server paths', () => {
    const module = newModule();
    const quiz = { ...newLesson(), title: 'Check', kind: 'quiz' as const, questions: [newQuestion()] };
    quiz.questions[0]!.options = quiz.questions[0]!.options.map((o) => ({ ...o, text: 'x', is_correct: false }));
    module.lessons = [quiz];
    const errors = checkContent(toContentRequest([module]));
    expect(errors['modules.0.title']).toEqual(['programs.module_title']);
    expect(errors['modules.0.lessons.0.questions.0.prompt']).toEqual(['programs.question_prompt']);
    expect(errors['modules.0.lessons.0.questions.0.options']).toEqual(['programs.correct_option']);
  });
});
