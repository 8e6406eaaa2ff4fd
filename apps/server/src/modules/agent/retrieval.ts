import { and, desc, eq, sql } from 'drizzle-orm';
import type { TIntent } from '@ito/contracts/agent/plan';
import type { Candidate, TPlanRecommendation } from '@ito/planner/api';
import { rankCandidates } from '@ito/planner/retrieval';
import { users } from '../../db/schema/auth.ts';
import { programs } from '../../db/schema/programs.ts';
import { categories } from '../../db/schema/categories.ts';
import type { Db } from '../../platform/db.ts';
import { isListed } from '../catalogue/cards.ts';

/** Words of the domain that catalogue texts use, so "10K in 8 weeks" also finds "running" programs. */
const DOMAIN_WORDS: Record<TIntent['domain'], string[]> = {
  running: ['running', 'run', 'runner', '5k', '10k', 'marathon', 'endurance'],
  strength: ['strength', 'fitness', 'muscle', 'gym', 'workout', 'mobility'],
  weight: ['weight', 'nutrition', 'eating', 'diet', 'meal', 'fat'],
  sleep: ['sleep', 'insomnia', 'rest', 'bedtime'],
  stress: ['stress', 'anxiety', 'calm', 'mindfulness', 'meditation', 'burnout'],
  diabetes: ['diabetes', 'glucose', 'blood', 'sugar', 'metabolic'],
  learning: ['language', 'learn', 'learning', 'spanish', 'speaking', 'study', 'skill'],
  career: ['career', 'interview', 'job', 'promotion', 'leadership', 'resume'],
  business: ['business', 'startup', 'launch', 'customers', 'sales', 'founder'],
  finance: ['money', 'budget', 'saving', 'debt', 'investing', 'finance'],
  habits: ['habit', 'habits', 'productivity', 'focus', 'routine', 'procrastination'],
  swimming: ['swimming', 'swim', 'pool', 'triathlon', 'water'],
  music: ['music', 'instrument', 'piano', 'guitar', 'singing', 'practice'],
  mobility: ['flexibility', 'mobility', 'stretching', 'stretch', 'yoga'],
  interview: ['interview', 'interviews', 'questions', 'confidence', 'career', 'job'],
  heart: ['heart', 'blood pressure', 'cholesterol', 'cardio', 'walking'],
  exams: ['exam', 'exams', 'study', 'revision', 'test', 'ielts'],
  language: ['language', 'speaking', 'vocabulary', 'conversation', 'spanish', 'english'],
  smoking: ['smoking', 'quit', 'nicotine', 'vaping', 'cigarettes'],
  driving: ['driving', 'driving test', 'theory', 'licence', 'lessons', 'road'],
  drinking: ['alcohol', 'drinking', 'sober', 'habits', 'health'],
  walking: ['walking', 'walk', 'steps', 'hiking', 'fitness'],
  content: ['content', 'podcast', 'youtube', 'video', 'blog', 'creator'],
  speaking: ['speaking', 'public speaking', 'presentation', 'speech', 'confidence', 'communication'],
  relationships: ['relationship', 'couple', 'communication', 'marriage', 'dating', 'love'],
  parenting: ['parenting', 'kids', 'children', 'family', 'toddler', 'bedtime'],
  social: ['friends', 'friendship', 'social', 'loneliness', 'community', 'connection'],
  selfcare: ['self-care', 'selfcare', 'habits', 'routine', 'wellbeing', 'health'],
  projects: ['project', 'thesis', 'writing', 'app', 'portfolio', 'productivity'],
  sport: ['sport', 'skills', 'match', 'team', 'agility', 'conditioning'],
};

const CANDIDATE_LIMIT = 30;

function searchWords(intent: TIntent): string[] {
  const fromGoal = `${intent.goal} ${intent.text}`
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3);
  return [...new Set([...DOMAIN_WORDS[intent.domain], ...fromGoal])].slice(0, 40);
}

/**
 * Catalogue programs and their creators that match the intent by full text (any of the words, ranked), then ordered
 * by the planner's own scoring (`rankCandidates`), which also says why each one fits.
 */
export async function recommendFor(db: Db, intent: TIntent, limit = 3): Promise<TPlanRecommendation[]> {
  const words = searchWords(intent);
  if (words.length === 0) return [];
  const query = sql`to_tsquery('simple', ${words.map((w) => w.replace(/[^a-z0-9]/g, '')).join(' | ')})`;
  const rows = await db
    .select({
      id: programs.id,
      title: programs.title,
      summary: programs.summary,
      tags: programs.tags,
      category: categories.name,
      level: programs.level,
      duration_weeks: programs.duration_weeks,
      price_minor: programs.price_minor,
      rating: programs.rating,
      popularity: programs.popularity,
      creator_id: users.id,
      creator_name: users.full_name,
      creator_username: users.username,
      creator_profession: users.profession,
      creator_bio: users.bio,
      creator_rating: users.rating,
    })
    .from(programs)
    .innerJoin(users, eq(users.id, programs.creator_id))
    .leftJoin(categories, eq(categories.id, programs.category_id))
    .where(and(isListed, sql`${programs.search} @@ ${query}`))
    .orderBy(desc(sql`ts_rank(${programs.search}, ${query})`), desc(programs.popularity), programs.id)
    .limit(CANDIDATE_LIMIT);

  const candidates: Candidate[] = rows.map((row) => ({
    kind: 'program',
    id: row.id,
    title: row.title,
    summary: row.summary,
    tags: row.tags,
    category: row.category,
    level: row.level,
    duration_weeks: row.duration_weeks,
    price_minor: row.price_minor,
    rating: Number(row.rating),
    popularity: row.popularity,
  }));
  // Each creator once, described by their profession and the programs of theirs that matched.
  const creators = new Map<string, Candidate>();
  for (const row of rows) {
    const known = creators.get(row.creator_id);
    if (known) {
      known.tags = [...new Set([...known.tags, ...row.tags])];
      known.popularity += row.popularity;
      continue;
    }
    creators.set(row.creator_id, {
      kind: 'creator',
      // Creators are linked by their public profile address (`/u/{username}`).
      id: row.creator_username ?? row.creator_id,
      title: row.creator_name,
      summary: [row.creator_profession, row.creator_bio].filter(Boolean).join('. '),
      tags: [...row.tags],
      category: row.category,
      level: null,
      duration_weeks: null,
      price_minor: 0,
      rating: Number(row.creator_rating),
      popularity: row.popularity,
    });
  }
  return rankCandidates(intent, [...candidates, ...creators.values()], limit);
}
