import { mentions, numberIn } from './baseline.ts';
import { targetIn, type DomainTemplate, type KpiContext } from './types.ts';

/** The format the person named, in any of the plan languages. */
const PODCAST = /podcast|pódcast|episod|بودكاست|حلقة|حلقات/;
const VIDEO = /youtube|\bvideos?\b|vlog|channel|tiktok|reels|shorts|twitch|canal|kanal|يوتيوب|فيديو|قناة|تيك توك/;
const WRITING = /\bblog|newsletter|substack|articles?|medium|writing|boletín|artículo|artikel|مدونة|نشرة|مقالات/;
const SOCIAL =
  /instagram|linkedin|twitter|social media|followers|redes sociales|seguidores|sozialen medien|انستغرام|إنستغرام|متابع/;
const isPodcast = (ctx: KpiContext) => mentions(ctx, PODCAST);
const isVideo = (ctx: KpiContext) => !isPodcast(ctx) && mentions(ctx, VIDEO);
const isWriting = (ctx: KpiContext) => !isPodcast(ctx) && !isVideo(ctx) && mentions(ctx, WRITING);
const isSocial = (ctx: KpiContext) => !isPodcast(ctx) && !isVideo(ctx) && !isWriting(ctx) && mentions(ctx, SOCIAL);
const PIECES = ['episodes', 'videos', 'posts', 'articles', 'issues', 'newsletters', 'pieces', 'reels'];
const AUDIENCE = ['subscribers', 'followers', 'listeners', 'readers', 'downloads', 'views'];
const LATER = ['produce', 'grow'];

export const content: DomainTemplate = {
  domain: 'content',
  label: 'content creation',
  physical: false,
  keywords: ['content', 'podcast', 'youtube', 'video', 'blog', 'newsletter', 'writing', 'creator', 'audience'],
  caution: null,
  target_fallback: 'your launch',
  phases: [
    {
      id: 'plan',
      title: 'Format and plan',
      share: 0.25,
      focus: 'Your niche, audience and format, a bank of ideas for the first pieces, and a simple setup to make them.',
      why: 'A clear niche and a batch of ideas make it easy to start and to keep going.',
    },
    {
      id: 'produce',
      title: 'Produce and launch',
      share: 0.45,
      focus: 'Make, edit and publish on a fixed schedule, and smooth the workflow from idea to published.',
      why: 'A steady cadence builds the habit and gives your audience a reason to come back.',
    },
    {
      id: 'grow',
      title: 'Grow',
      share: 0.3,
      focus: 'Keep the cadence, promote every piece, bring in guests or fellow creators, and learn from your numbers.',
      why: 'Growth comes from consistency plus promotion, and your numbers show what the audience wants.',
    },
  ],
  sessions: [
    {
      id: 'edit',
      title: 'Study what works',
      share: 0.6,
      phases: ['plan'],
      description:
        'Listen to, watch or read 3 popular pieces in your niche. Note how they open, how long they are and what keeps you going; write down 3 things to borrow and 1 to do differently.',
      why: 'Successful pieces in your niche show what the audience already responds to.',
    },
    {
      id: 'edit',
      title: 'Edit and publish the episode',
      share: 0.8,
      when: isPodcast,
      phases: LATER,
      description:
        'Edit your latest recording: cut mistakes and long pauses, even out the volume, add the intro and outro, then write the title and show notes with timestamps. Publish it on your fixed day and invite one guest for a future episode.',
      why: 'A clean, well-titled episode released on schedule is what turns a listener into a subscriber.',
    },
    {
      id: 'edit',
      title: 'Edit and publish the video',
      share: 0.8,
      when: isVideo,
      phases: LATER,
      description:
        'Edit your latest footage: get to the hook within 5 seconds, cut dead air, add captions, and make a thumbnail with 3 to 5 words. Watch it once as a viewer would, then publish it on your fixed day.',
      why: 'The first seconds and the thumbnail decide whether people watch, so they get the most care.',
    },
    {
      id: 'edit',
      title: 'Edit and publish the post',
      share: 0.8,
      when: isWriting,
      phases: LATER,
      description:
        'Read your latest draft aloud, cut about a third of the words, sharpen the title and the first line, and add one image or example. Check the links, then publish or schedule it for your fixed day.',
      why: 'Tight writing with a strong first line is what gets read to the end and shared.',
    },
    {
      id: 'edit',
      title: 'Edit and publish',
      share: 0.8,
      phases: LATER,
      description:
        'Polish your latest piece: cut the slow start and anything that does not serve the point, check the first seconds or lines, add a clear title and cover. Publish it on your fixed day.',
      why: 'Publishing on a fixed day, every time, matters more than any single perfect piece.',
    },
    {
      id: 'make',
      title: 'Set up your tools',
      share: 0.8,
      hard: true,
      phases: ['plan'],
      description:
        'Set up the basics once: a quiet corner, a USB microphone or your phone with a clip-on mic, free editing software, and your channel, podcast host, blog or newsletter account. Make a 1-minute test piece and publish nothing yet.',
      why: 'A setup that is ready to go removes the friction from every future session.',
    },
    {
      id: 'make',
      title: 'Record an episode',
      share: 1,
      hard: true,
      when: isPodcast,
      phases: LATER,
      description:
        'Record in the quietest room you have (curtains and soft furnishings cut echo), with the microphone a hand’s width from your mouth. Record 30 seconds and listen back before the full take; follow your outline and keep going through small stumbles.',
      why: 'Good sound at the source saves hours of editing, and listeners forgive anything but bad audio.',
    },
    {
      id: 'make',
      title: 'Film a video',
      share: 1,
      hard: true,
      when: isVideo,
      phases: LATER,
      description:
        'Camera at eye level, light facing you, a microphone close to you. Film the hook first, then each point in short takes. Check the sound and framing of the first take before you carry on.',
      why: 'Short takes are easier to film well and to edit into a tight video.',
    },
    {
      id: 'make',
      title: 'Write a draft',
      share: 1,
      hard: true,
      when: isWriting,
      phases: LATER,
      description:
        'Write the whole first draft from your outline in one sitting without editing: a hook, three points with an example each, and one clear takeaway. Aim for complete, not perfect.',
      why: 'Drafting and editing are different jobs; separating them makes both faster.',
    },
    {
      id: 'make',
      title: 'Create a batch of posts',
      share: 1,
      hard: true,
      when: isSocial,
      phases: LATER,
      description:
        'Turn one idea into 3 to 5 posts for the week: a short video or carousel, a caption whose first line is the hook, and a question that invites comments. Film or design them all in one go.',
      why: 'Batching keeps you posting regularly without making content every day.',
    },
    {
      id: 'make',
      title: 'Create a piece',
      share: 1,
      hard: true,
      phases: LATER,
      description:
        'Make the next episode, video or post from your outline in one sitting, without editing as you go. Check the first minute or paragraph, then finish it.',
      why: 'Making regularly, not perfectly, is what builds the skill and the catalogue.',
    },
    {
      id: 'ideas',
      title: 'Niche and idea bank',
      share: 0.6,
      phases: ['plan'],
      description:
        'Write one sentence: who it is for and what they get from it. Then list 20 ideas for that person and pick the first 5, each with a working title and three points. Fix your publishing day and cadence.',
      why: 'A clear audience makes every idea sharper, and a bank of ideas means you never start from a blank page.',
    },
    {
      id: 'ideas',
      title: 'Plan the next pieces',
      share: 0.6,
      phases: ['produce'],
      description:
        'Outline the next episode or post: a hook for the first 30 seconds or lines, three points with an example each, and a clear ending. Add 3 new ideas to your bank.',
      why: 'An outline turns making into following a plan instead of staring at a blank page.',
    },
    {
      id: 'ideas',
      title: 'Plan the next piece and reach out',
      share: 0.6,
      phases: ['grow'],
      description:
        'Outline the next piece (hook, three points, ending). Then invite one guest or fellow creator in your niche with a short personal message: why them, the topic, and two possible dates.',
      why: 'Guests and collaborations bring their audience to you and make the work more varied.',
    },
    {
      id: 'promote',
      title: 'Promote and engage',
      share: 0.5,
      phases: LATER,
      description:
        'Share your latest piece in 3 places where your audience already gathers (a community, a forum, your social accounts, a newsletter), each with one line on why it is worth their time. Reply to every comment and message.',
      why: 'Most new creators publish and wait; sharing where your audience already is gets the first listeners and readers.',
    },
    {
      id: 'review',
      title: 'Review the numbers',
      share: 0.4,
      phases: ['grow'],
      description:
        'Look at your numbers since the last review: downloads or views, how long people stayed, new subscribers. Note which piece did best and why, and one thing to try in the next one.',
      why: 'Numbers show what the audience values, which guides the next ideas better than guessing.',
    },
  ],
  rotation: ['edit', 'make', 'ideas', 'promote', 'review', 'ideas', 'make'],
  filler: 'ideas',
  finale: {
    id: 'launch',
    title: 'Launch milestone: {target}',
    share: 1,
    description:
      'Publish the piece that completes {target}. Share it with everyone who helped, thank your first audience, and look back: which pieces did best, and what will the next season keep and change?',
    why: 'Reaching your publishing goal is the milestone this plan was built around.',
  },
  progression: {
    weekly_increase: 0.05,
    deload_every: null,
    deload_factor: 1,
    taper_factor: null,
    cap: 1.3,
    why: 'Effort grows a little each week as your workflow gets faster, without burning you out.',
  },
  checkin: {
    every_weeks: 2,
    description: 'Three quick questions about your content.',
    why: 'Your answers set the pace: a missed schedule means a simpler workflow, an easy one room to grow.',
    questions: [
      {
        id: 'published',
        prompt: 'Did you publish on your schedule over the last two weeks?',
        options: [
          { label: 'Not at all', score: 0 },
          { label: 'Once, behind schedule', score: 1 },
          { label: 'Mostly on schedule', score: 2 },
          { label: 'Every time', score: 3 },
        ],
      },
      {
        id: 'time',
        prompt: 'How does the time one piece takes compare with the time you have?',
        options: [
          { label: 'It takes far longer', score: 0 },
          { label: 'A bit longer', score: 1 },
          { label: 'It fits', score: 2 },
        ],
      },
      {
        id: 'energy',
        prompt: 'How do you feel about making the next piece?',
        options: [
          { label: 'Drained, it feels like a chore', score: 0 },
          { label: 'Mixed', score: 1 },
          { label: 'Looking forward to it', score: 2 },
        ],
      },
    ],
  },
  kpi_every_weeks: 2,
  kpis: [
    {
      id: 'published',
      name: 'Episodes or posts published',
      unit: '{unit}',
      direction: 'increase',
      when: (ctx) => targetIn(ctx, PIECES) !== null,
      baseline: () => 0,
      target: (ctx) => targetIn(ctx, PIECES) ?? 0,
      why: 'Published pieces are the part you control; {target} is the goal this plan counts toward.',
    },
    {
      id: 'published',
      name: 'Episodes or posts published',
      unit: 'pieces',
      direction: 'increase',
      baseline: () => 0,
      target: (ctx) => Math.max(4, Math.round(ctx.weeks * 0.75)),
      why: 'Published pieces are the part you control, and each one teaches you more than any plan.',
    },
    {
      id: 'audience',
      name: 'Audience (subscribers, followers or listeners)',
      unit: 'people',
      direction: 'increase',
      baseline: (ctx) => numberIn(ctx, [/(\d+) (?:subscribers|followers|listeners|readers)\b/]) ?? 0,
      target: (ctx) => targetIn(ctx, AUDIENCE) ?? 100,
      why: 'A growing audience shows the work is finding the people it is for.',
    },
  ],
  nudges: [
    {
      text: 'Keep an idea note on your phone and add to it whenever something sparks.',
      why: 'Ideas come at odd moments; a note keeps them for the next planning session.',
    },
    { text: 'Published beats perfect.', why: 'Your tenth piece will be better than your first because you made nine.' },
    {
      text: 'Reply to every comment and message this week.',
      why: 'Early audiences stay when they feel heard.',
    },
    {
      text: 'In a good flow? Make two pieces in one session.',
      why: 'A small buffer protects your schedule on busy weeks.',
    },
    {
      text: 'Same day, same time: keep your publishing slot.',
      why: 'A predictable schedule builds the habit of coming back.',
    },
  ],
};
