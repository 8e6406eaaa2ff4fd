import { consistencyQuestion } from './common.ts';
import { targetIn, type DomainTemplate, type KpiContext } from './types.ts';

/** The instrument the person named, in any of the plan languages (the goal first, then the whole message). */
const said = (ctx: KpiContext, pattern: RegExp) => pattern.test(`${ctx.intent.goal} ${ctx.intent.text}`.toLowerCase());
const PIANO = /piano|keyboard|klavier|flügel|teclado|بيانو|البيانو|أورغ|كيبورد/;
const GUITAR = /guit|gitar|guiter|ukulele|ukelele|\bbass\b|غيتار|جيتار|قيثار|عود/;
const VOICE = /\bsing|vocal|\bvoice|choir|karaoke|cantar|canto|\bvoz\b|singen|gesang|stimme|chor\b|غناء|أغني|الغناء/;
const isPiano = (ctx: KpiContext) => said(ctx, PIANO);
const isGuitar = (ctx: KpiContext) => !isPiano(ctx) && said(ctx, GUITAR);
const isVoice = (ctx: KpiContext) => !isPiano(ctx) && !isGuitar(ctx) && said(ctx, VOICE);
const TEMPO_BY_LEVEL = { beginner: 80, intermediate: 100, advanced: 120 } as const;
const CHANGES_BY_LEVEL = { beginner: 30, intermediate: 45, advanced: 60 } as const;

export const music: DomainTemplate = {
  domain: 'music',
  label: 'music practice',
  physical: false,
  keywords: ['music', 'instrument', 'piano', 'guitar', 'singing', 'song', 'chords', 'scales', 'practice'],
  caution:
    'Stop when your hands, wrists or voice hurt and rest a day; pain or hoarseness that keeps coming back is worth showing a teacher or a doctor.',
  target_fallback: 'your piece',
  phases: [
    {
      id: 'learn',
      title: 'Learn the notes',
      share: 0.35,
      focus: 'Learn the piece section by section, slowly, with the same fingering or chord shapes every time.',
      why: 'Slow, correct repetitions build the right habits; mistakes practised fast become hard to unlearn.',
    },
    {
      id: 'tempo',
      title: 'Build tempo',
      share: 0.45,
      focus: 'Join the sections and raise the metronome in steps: 60%, then 75%, then 90% of the target tempo.',
      why: 'Small tempo steps, each played cleanly first, get you to full speed without locking in mistakes.',
    },
    {
      id: 'perform',
      title: 'Polish and perform',
      share: 0.2,
      focus: 'Full tempo, dynamics and expression, and run-throughs from start to finish as if someone is listening.',
      why: 'Playing it through without stopping is its own skill, and it is what makes a piece feel finished.',
    },
  ],
  sessions: [
    {
      id: 'sections',
      title: 'Hands-separate section practice',
      share: 1,
      hard: true,
      when: isPiano,
      description:
        'Take the next 4 to 8 bars. Right hand alone 5 times slowly, then left hand alone 5 times, then hands together at half speed. Done when you play the section 3 times in a row without stopping.',
      why: 'Each hand learns its part before the brain has to coordinate both.',
    },
    {
      id: 'sections',
      title: 'Chord changes drill',
      share: 1,
      hard: true,
      when: isGuitar,
      description:
        'Pick the two chords of the song that are hardest to switch between. Change between them for 1 minute, strumming once per chord, and count the clean changes (every string rings). Then do the next pair. Note your best count.',
      why: 'Smooth chord changes are what make a song sound like a song, and one-minute counts show progress every week.',
    },
    {
      id: 'sections',
      title: 'Learn the song in sections',
      share: 1,
      hard: true,
      when: isVoice,
      description:
        'Take one verse or chorus. Speak the words in rhythm, sing the melody on "la" with the recording, then with the words. Done when you sing it through twice without the recording.',
      why: 'Rhythm, melody and words learned one at a time stick faster than all three at once.',
    },
    {
      id: 'sections',
      title: 'Section practice',
      share: 1,
      hard: true,
      description:
        'Take the next 4 to 8 bars. Play them slowly 5 times; on piano, each hand alone first. Circle the spot you miss most and repeat just that spot 5 times. Done when the section comes out clean 3 times in a row.',
      why: 'Short sections mastered one at a time add up to the whole piece.',
    },
    {
      id: 'warmup',
      title: 'Scales and technique warm-up',
      share: 0.5,
      when: isPiano,
      description:
        'Five minutes of the scale of the piece’s key, hands separately then together, slow and even, then five-finger patterns. Then review the last section you learned.',
      why: 'Scales in the piece’s key train the fingering patterns you will meet in it.',
    },
    {
      id: 'warmup',
      title: 'Finger warm-up and chord shapes',
      share: 0.5,
      when: isGuitar,
      description:
        'The 1-2-3-4 finger exercise on each string, slowly with the metronome, then form each chord of the song, lift your hand and place it again 10 times. Then strum through the chords once.',
      why: 'Finger independence and chord shapes that land in one movement make every song easier.',
    },
    {
      id: 'warmup',
      title: 'Voice warm-up',
      share: 0.5,
      when: isVoice,
      description:
        'Two minutes of lip trills and humming, then sirens from low to high, then five-note scales on "ma" and "no" moving up by half steps while it stays easy. Stop before any strain.',
      why: 'A warmed-up voice reaches further and tires later, and it protects your vocal folds.',
    },
    {
      id: 'warmup',
      title: 'Scales and technique warm-up',
      share: 0.5,
      description:
        'Five minutes of scales or technique exercises in the piece’s key, slow and even with the metronome, then review the last section you learned.',
      why: 'A short technical warm-up trains the patterns you will meet in the piece.',
    },
    {
      id: 'together',
      title: 'Hands together, slowly',
      share: 0.8,
      when: isPiano,
      phases: ['tempo', 'perform'],
      description:
        'Play the sections you know hands together at a tempo where nothing goes wrong, then join two sections across the seam 5 times. Use the pedal only once the notes are secure.',
      why: 'Joining sections and hands is where most pieces break; practising the seams fixes it.',
    },
    {
      id: 'together',
      title: 'Strumming patterns',
      share: 0.8,
      when: isGuitar,
      description:
        'Mute the strings with your fretting hand and strum the song’s pattern (for example down, down-up, up-down-up) at 60 bpm for 2 minutes, then play it on the real chords. Keep your strumming hand moving all the time.',
      why: 'A steady strumming hand is the rhythm of the song; practising it muted lets you focus on it alone.',
    },
    {
      id: 'together',
      title: 'Breath and pitch practice',
      share: 0.8,
      when: isVoice,
      description:
        'Breathe in low for 4 counts and hiss out for 12 to 20 counts, 5 times. Then sing the song’s hardest phrase slowly against a piano or tuner app and hold its highest note steady for 4 counts.',
      why: 'Breath support and accurate pitch on the hard phrases are what make a song sound sure.',
    },
    {
      id: 'together',
      title: 'Joining sections',
      share: 0.8,
      phases: ['tempo', 'perform'],
      description:
        'Play the sections you know one after the other at a tempo where nothing goes wrong, and repeat each seam between two sections 5 times.',
      why: 'Most pieces break where sections meet; practising the seams fixes it.',
    },
    {
      id: 'metronome',
      title: 'Slow practice with a metronome',
      share: 0.9,
      hard: true,
      phases: ['tempo', 'perform'],
      description:
        'Set the metronome to the current tempo step (60%, 75%, 90%, then 100% of the target tempo). Play the learned sections 3 times cleanly in a row, then raise it by 4 bpm. Write down the highest clean tempo.',
      why: 'Raising the tempo only after clean repetitions builds speed without building mistakes.',
    },
    {
      id: 'record',
      title: 'Record yourself',
      share: 0.6,
      phases: ['tempo', 'perform'],
      description:
        'Record a run-through of everything you know on your phone, without stopping. Listen back once with the music or chords in front of you and mark the two spots to fix this week.',
      why: 'A recording hears what you miss while you play, and it shows your progress week to week.',
    },
  ],
  rotation: ['sections', 'warmup', 'metronome', 'together', 'record', 'sections', 'warmup'],
  filler: 'warmup',
  finale: {
    id: 'performance',
    title: 'Play-through performance',
    share: 1,
    description:
      'Warm up for 5 minutes, then perform {goal} from start to finish for a friend or on video, at your best clean tempo. Keep going through slips as a performer would, then note what you are proudest of.',
    why: 'Everything in the plan built toward playing it through for someone.',
  },
  progression: {
    weekly_increase: 0.05,
    deload_every: 6,
    deload_factor: 0.85,
    taper_factor: null,
    cap: 1.3,
    why: 'Practice time grows about 5% a week and the tempo rises in steps, with an easier week every 6th week.',
  },
  checkin: {
    every_weeks: 2,
    description: 'Three quick questions about your practice.',
    why: 'Your answers set the pace: unclean passages mean more slow practice, clean ones a higher tempo step.',
    questions: [
      {
        id: 'clean',
        prompt: 'How much of the piece can you play or sing cleanly at your current tempo step?',
        options: [
          { label: 'A few bars', score: 0 },
          { label: 'About half', score: 1 },
          { label: 'Most of it', score: 2 },
          { label: 'All of it', score: 3 },
        ],
      },
      consistencyQuestion('practice sessions'),
      {
        id: 'pain',
        prompt: 'Any pain or strain in your hands, wrists or voice?',
        options: [
          { label: 'Yes, and it lasts after practice', score: 0 },
          { label: 'Some tiredness that passes', score: 1 },
          { label: 'None', score: 2 },
        ],
      },
    ],
  },
  kpi_every_weeks: 2,
  kpis: [
    {
      id: 'clean-tempo',
      name: 'Tempo you can play cleanly',
      unit: 'bpm',
      direction: 'increase',
      baseline: () => null,
      target: (ctx) => targetIn(ctx, ['bpm']) ?? TEMPO_BY_LEVEL[ctx.intent.level],
      why: 'The highest tempo you play without mistakes shows how close you are to performance speed.',
    },
    {
      id: 'sections-learned',
      name: 'Sections learned',
      unit: 'sections',
      direction: 'increase',
      baseline: () => 0,
      target: (ctx) => targetIn(ctx, ['sections']) ?? Math.min(16, Math.max(4, Math.round(ctx.weeks * 0.75))),
      why: 'Counting sections you play cleanly turns a long piece into visible steps.',
    },
    {
      id: 'chord-changes',
      name: 'Clean chord changes per minute',
      unit: 'changes',
      direction: 'increase',
      when: isGuitar,
      baseline: () => null,
      target: (ctx) => CHANGES_BY_LEVEL[ctx.intent.level],
      why: 'One-minute chord changes are the clearest measure of a guitarist’s progress.',
    },
    {
      id: 'songs',
      name: 'Songs you can play start to finish',
      unit: 'songs',
      direction: 'increase',
      when: (ctx) => targetIn(ctx, ['songs', 'pieces']) !== null,
      baseline: () => 0,
      target: (ctx) => targetIn(ctx, ['songs', 'pieces']) ?? 1,
      why: 'Whole songs are what you set out to play.',
    },
  ],
  nudges: [
    {
      text: 'Leave your instrument out and ready to play.',
      why: 'An instrument in its case gets played far less often.',
    },
    {
      text: 'Slow is smooth, smooth is fast: drop the tempo at the first mistake.',
      why: 'Every clean repetition counts.',
    },
    {
      text: 'Practise the hardest bar first today, while you are fresh.',
      why: 'Attention is best at the start of a session.',
    },
    {
      text: 'Listen to a recording of the piece on your way somewhere.',
      why: 'Knowing how it should sound guides your hands and voice.',
    },
    {
      text: 'Short breaks every 20 minutes: shake out your hands and sip water.',
      why: 'Rested hands and voice practise better and avoid strain.',
    },
  ],
};
