import type { TCreatorProgram, TLessonAttachment, TLessonMedia } from '@ito/contracts/programs/get-creator-program';
import {
  ZReplaceProgramContentRequest,
  type TReplaceProgramContentInput,
} from '@ito/contracts/programs/replace-program-content';
import type { LESSON_KINDS } from '@ito/contracts/programs/fields';

/** The editor's working copy of a curriculum; `key`s keep React rows stable while items move. */
export interface DraftOption {
  key: string;
  text: string;
  is_correct: boolean;
}
export interface DraftQuestion {
  key: string;
  prompt: string;
  options: DraftOption[];
}
export interface DraftLesson {
  key: string;
  title: string;
  kind: (typeof LESSON_KINDS)[number];
  content: string;
  video_url: string;
  /** An uploaded video and its captions; a video lesson has this or a link (`video_url`). */
  video_file: TLessonMedia | null;
  captions_file: TLessonMedia | null;
  /** Uploaded PDFs and images the followers download, in order; each title can be edited. */
  attachments: TLessonAttachment[];
  duration_min: number | '';
  questions: DraftQuestion[];
}
export interface DraftModule {
  key: string;
  title: string;
  lessons: DraftLesson[];
}

let nextKey = 0;
export function newKey(): string {
  nextKey += 1;
  return `k${nextKey}`;
}

export function newOption(isCorrect = false): DraftOption {
  return { key: newKey(), text: '', is_correct: isCorrect };
}
export function newQuestion(): DraftQuestion {
  return { key: newKey(), prompt: '', options: [newOption(true), newOption()] };
}
export function newLesson(): DraftLesson {
  return {
    key: newKey(),
    title: '',
    kind: 'text',
    content: '',
    video_url: '',
    video_file: null,
    captions_file: null,
    attachments: [],
    duration_min: '',
    questions: [],
  };
}
export function newModule(): DraftModule {
  return { key: newKey(), title: '', lessons: [newLesson()] };
}

/** The server's curriculum as an editable draft. */
export function toDraft(modules: TCreatorProgram['modules']): DraftModule[] {
  return modules.map((m) => ({
    key: newKey(),
    title: m.title,
    lessons: m.lessons.map((l) => ({
      key: newKey(),
      title: l.title,
      kind: l.kind,
      content: l.content,
      video_url: l.video_url ?? '',
      video_file: l.video_file,
      captions_file: l.captions_file,
      attachments: l.attachments,
      duration_min: l.duration_min ?? '',
      questions: l.questions.map((q) => ({
        key: newKey(),
        prompt: q.prompt,
        options: q.options.map((o) => ({ key: newKey(), text: o.text, is_correct: o.is_correct })),
      })),
    })),
  }));
}

/** The draft as the PUT content body: only quizzes carry questions, several correct options allow several. */
export function toContentRequest(modules: DraftModule[]): TReplaceProgramContentInput {
  return {
    modules: modules.map((m) => ({
      title: m.title,
      lessons: m.lessons.map((l) => {
        const questions =
          l.kind === 'quiz'
            ? l.questions.map((q) => ({
                prompt: q.prompt,
                options: q.options.map((o) => ({ text: o.text, is_correct: o.is_correct })),
                allows_multiple: q.options.filter((o) => o.is_correct).length > 1,
              }))
            : [];
        const isVideo = l.kind === 'video';
        const videoFile = isVideo ? l.video_file : null;
        return {
          title: l.title,
          kind: l.kind,
          content: l.content,
          // An uploaded video wins over a link typed before it was uploaded.
          video_url: isVideo && !videoFile && l.video_url.trim() ? l.video_url.trim() : null,
          video_file_id: videoFile?.id ?? null,
          captions_file_id: videoFile ? (l.captions_file?.id ?? null) : null,
          attachments: l.attachments.map((a) => ({ file_id: a.id, title: a.title.trim() })),
          duration_min: l.duration_min === '' ? null : l.duration_min,
          questions,
        };
      }),
    })),
  };
}

/**
 * The contract's own rules, checked before sending: field errors keyed by path (`modules.0.lessons.1.title`),
 * the same keys the server uses in a 422, so one lookup shows either.
 */
export function checkContent(body: TReplaceProgramContentInput): Record<string, string[]> {
  const result = ZReplaceProgramContentRequest.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || 'modules';
    (errors[path] ??= []).push(issue.message);
  }
  return errors;
}

/** A copy of `list` with item `index` moved by `delta` (-1 up, +1 down); unchanged at the ends. */
export function move<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (target < 0 || target >= list.length) return [...list];
  const copy = [...list];
  const [item] = copy.splice(index, 1);
  copy.splice(target, 0, item as T);
  return copy;
}

/** A copy of `list` with `index` replaced by `update(item)`. */
export function replaceAt<T>(list: readonly T[], index: number, update: (item: T) => T): T[] {
  return list.map((item, i) => (i === index ? update(item) : item));
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}
