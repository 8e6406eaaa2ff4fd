import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INVITATION_AUDIENCES, INVITATION_STATUSES } from '@ito/contracts/protocols/runs/invitations';
import { FOLLOWUP_STATUSES, RUN_EVENT_KINDS } from '@ito/contracts/protocols/runs/creator-views';
import { RUN_STATUSES } from '@ito/contracts/protocols/runs/runs';
import { AI_MODULE_KINDS } from '@ito/contracts/protocols/ai-modules';
import { QUESTION_KINDS } from '@ito/contracts/protocols/assessment-questions';
import { PROTOCOL_ACCESS, PROTOCOL_STATUS } from '@ito/contracts/protocols/fields';
import { PROTOCOL_ITEM_KINDS } from '@ito/contracts/protocols/items';
import { RECURRING_MODULE_KINDS, STEP_KINDS, STEP_TARGETS } from '@ito/contracts/protocols/step-kinds';
import { TEAM_ROLES, TEAM_STATUS } from '@ito/contracts/protocols/team';
import { EFFECT_TYPES } from '@ito/protocol/engine';
import { baseColumns, currencyCode, nonNegative, oneOf, tz } from './columns.ts';
import { users } from './auth.ts';
import { tenants } from './tenancy.ts';
import { follows, programs } from './programs.ts';
import { categories } from './categories.ts';

/**
 * Protocols (DOMAIN "Protocols"): step-by-step workflows a creator draws in the builder and that run for
 * weeks per follower. The draft graph lives in `protocol_nodes`; publishing freezes it (with its items) into
 * `protocol_versions`, and runs always execute a frozen version.
 */

export const protocols = pgTable(
  'protocols',
  {
    ...baseColumns,
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenant_id: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    category_id: uuid('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    /** The program that carries the protocol: following it starts a run. */
    program_id: uuid('program_id').references(() => programs.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: PROTOCOL_STATUS }).notNull().default('draft'),
    /** The newest published version (0: never published). */
    version: integer('version').notNull().default(0),
    /** Whether the draft graph differs from the newest published version. */
    has_draft_changes: boolean('has_draft_changes').notNull().default(true),
    access: text('access', { enum: PROTOCOL_ACCESS }).notNull().default('free'),
    price_minor: integer('price_minor').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    /** Builder extras that are not graph data (e.g. the canvas viewport). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    published_at: tz('published_at'),
  },
  (t) => [
    index('protocols_owner_idx').on(t.owner_id, t.updated_at),
    oneOf('protocols_status_check', t.status, PROTOCOL_STATUS),
    oneOf('protocols_access_check', t.access, PROTOCOL_ACCESS),
    nonNegative('protocols_price_minor_check', t.price_minor),
    currencyCode('protocols_currency_check', t.currency),
    index('protocols_category_idx').on(t.category_id),
    index('protocols_program_idx').on(t.program_id),
  ],
);

/** A frozen, runnable copy of a protocol's graph and items, made by publishing. */
export const protocolVersions = pgTable(
  'protocol_versions',
  {
    ...baseColumns,
    protocol_id: uuid('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** `{ nodes: FlowNode[], items: {...}[], modules: RecurringModule[] }` as the engine reads them. */
    graph: jsonb('graph').$type<Record<string, unknown>>().notNull(),
    published_by: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [unique('protocol_versions_unique').on(t.protocol_id, t.version)],
);

/**
 * The things steps use, one table for the builder's sub-pages (activity, nudge, challenge, order, assessment, kpi,
 * ai): `data` holds the kind's fields, validated by the kind's contract schema.
 */
export const protocolItems = pgTable(
  'protocol_items',
  {
    ...baseColumns,
    protocol_id: uuid('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PROTOCOL_ITEM_KINDS }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('protocol_items_protocol_kind_idx').on(t.protocol_id, t.kind, t.created_at),
    oneOf('protocol_items_kind_check', t.kind, PROTOCOL_ITEM_KINDS),
  ],
);

/** An assessment's questions; each option carries the score it adds. */
export const assessmentQuestions = pgTable(
  'assessment_questions',
  {
    ...baseColumns,
    item_id: uuid('item_id')
      .notNull()
      .references(() => protocolItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    text: text('text').notNull(),
    kind: text('kind', { enum: QUESTION_KINDS }).notNull().default('single'),
    /** `[{ label, score }]` */
    options: jsonb('options').$type<{ label: string; score: number }[]>().notNull().default([]),
    is_required: boolean('is_required').notNull().default(true),
  },
  (t) => [
    index('assessment_questions_item_idx').on(t.item_id, t.position),
    oneOf('assessment_questions_kind_check', t.kind, QUESTION_KINDS),
  ],
);

/** The draft graph's steps (SPEC flow node). Ids are the builder's own (client-made) so jump rules can name them. */
export const protocolNodes = pgTable(
  'protocol_nodes',
  {
    ...baseColumns,
    protocol_id: uuid('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    /** The builder's node id, unique within the protocol (`id` above is the row's own). */
    node_key: text('node_key').notNull(),
    parent_key: text('parent_key'),
    /** Order among siblings. */
    position: integer('position').notNull().default(0),
    type: text('type', { enum: STEP_KINDS }).notNull(),
    name: text('name').notNull(),
    class_name: text('class_name').notNull().default(''),
    description: text('description').notNull().default(''),
    target: text('target', { enum: STEP_TARGETS }).notNull().default('follower'),
    next_step_condition: jsonb('next_step_condition').$type<Record<string, unknown>>(),
    /** `{ jumpRule: { target, targetSuccess } | null }` */
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull().default({ jumpRule: null }),
    /** A used item cannot be deleted (423). */
    selected_item_id: uuid('selected_item_id').references(() => protocolItems.id, { onDelete: 'restrict' }),
    wait_minutes: integer('wait_minutes'),
    /** Canvas position. */
    x: real('x').notNull().default(0),
    y: real('y').notNull().default(0),
  },
  (t) => [
    uniqueIndex('protocol_nodes_key_unique').on(t.protocol_id, t.node_key),
    index('protocol_nodes_item_idx').on(t.selected_item_id),
    oneOf('protocol_nodes_type_check', t.type, STEP_KINDS),
    oneOf('protocol_nodes_target_check', t.target, STEP_TARGETS),
  ],
);

/** AI modules: the protocol's main prompt and its branches by hierarchy and index (builder `ai-module/...`). */
export const protocolAiModules = pgTable(
  'protocol_ai_modules',
  {
    ...baseColumns,
    protocol_id: uuid('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: AI_MODULE_KINDS }).notNull(),
    /** Dotted path of the branch's parents, e.g. `0.2` (empty for main). */
    hierarchy: text('hierarchy').notNull().default(''),
    index: integer('index').notNull().default(0),
    name: text('name').notNull().default(''),
    prompt: text('prompt').notNull().default(''),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('protocol_ai_modules_protocol_idx').on(t.protocol_id, t.kind, t.hierarchy, t.index),
    oneOf('protocol_ai_modules_kind_check', t.kind, AI_MODULE_KINDS),
  ],
);

/** SPEC "Recurring module": a step repeated on a schedule (defaults from SPEC section 9). */
export const recurringModules = pgTable(
  'recurring_modules',
  {
    ...baseColumns,
    protocol_id: uuid('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    target: text('target', { enum: STEP_TARGETS }).notNull().default('follower'),
    role: text('role'),
    selected_module: text('selected_module', { enum: RECURRING_MODULE_KINDS }),
    selected_item: uuid('selected_item').references(() => protocolItems.id, { onDelete: 'restrict' }),
    at_week_days: text('at_week_days')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    run_every: integer('run_every'),
    at_time: text('at_time'),
    every_hour: integer('every_hour'),
    start_after: integer('start_after'),
    stop_after: integer('stop_after'),
    repeat: integer('repeat'),
    prevent_finish: boolean('prevent_finish').notNull().default(false),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('recurring_modules_protocol_idx').on(t.protocol_id),
    index('recurring_modules_item_idx').on(t.selected_item),
    oneOf('recurring_modules_target_check', t.target, STEP_TARGETS),
    oneOf('recurring_modules_selected_module_check', t.selected_module, RECURRING_MODULE_KINDS),
  ],
);

/** People who help run a protocol (builder `team/{tab}`). */
export const protocolTeam = pgTable(
  'protocol_team',
  {
    ...baseColumns,
    protocol_id: uuid('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: TEAM_ROLES }).notNull().default('coach'),
    status: text('status', { enum: TEAM_STATUS }).notNull().default('invited'),
  },
  (t) => [
    unique('protocol_team_email_unique').on(t.protocol_id, t.email),
    oneOf('protocol_team_role_check', t.role, TEAM_ROLES),
    oneOf('protocol_team_status_check', t.status, TEAM_STATUS),
  ],
);

/** Invitations into a protocol: to one email, by link, or to an audience (tenant, its staff, its followers). */
export const protocolInvitations = pgTable(
  'protocol_invitations',
  {
    ...baseColumns,
    protocol_id: uuid('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    invited_by: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    audience: text('audience', { enum: INVITATION_AUDIENCES }).notNull(),
    email: text('email'),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    tenant_id: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    accepted_at: tz('accepted_at'),
    expires_at: tz('expires_at'),
  },
  (t) => [
    uniqueIndex('protocol_invitations_token_unique').on(t.token_hash),
    index('protocol_invitations_protocol_idx').on(t.protocol_id, t.created_at),
    index('protocol_invitations_user_idx').on(t.user_id),
    oneOf('protocol_invitations_audience_check', t.audience, INVITATION_AUDIENCES),
    oneOf('protocol_invitations_status_check', t.status, INVITATION_STATUSES),
  ],
);

/** One follower inside one version of a protocol; `state` is the engine's `ProtocolRun`. */
export const protocolRuns = pgTable(
  'protocol_runs',
  {
    ...baseColumns,
    protocol_id: uuid('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    follow_id: uuid('follow_id').references(() => follows.id, { onDelete: 'set null' }),
    invitation_id: uuid('invitation_id').references(() => protocolInvitations.id, { onDelete: 'set null' }),
    status: text('status', { enum: RUN_STATUSES }).notNull().default('running'),
    current_node_key: text('current_node_key'),
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    next_wake_at: tz('next_wake_at'),
    /** Bumped on every applied advance: a worker only writes the state it read (optimistic lock). */
    revision: integer('revision').notNull().default(0),
    ended_at: tz('ended_at'),
  },
  (t) => [
    index('protocol_runs_protocol_idx').on(t.protocol_id, t.status),
    index('protocol_runs_user_idx').on(t.user_id, t.created_at),
    // Unfollowing (and erasing an account) deletes follows; `on delete set null` then looks runs up by follow.
    index('protocol_runs_follow_idx').on(t.follow_id),
    index('protocol_runs_wake_idx')
      .on(t.next_wake_at)
      .where(sql`${t.status} = 'waiting'`),
    // One live run per follower and protocol, even when two accepts or follows race (starting answers the winner's).
    uniqueIndex('protocol_runs_live_unique')
      .on(t.protocol_id, t.user_id)
      .where(sql`${t.status} in ('running', 'waiting')`),
    oneOf('protocol_runs_status_check', t.status, RUN_STATUSES),
  ],
);

/** Every step, effect and move of a run: the audit trail behind `/creator/history` and `/creator/live`. */
export const runEvents = pgTable(
  'run_events',
  {
    ...baseColumns,
    run_id: uuid('run_id')
      .notNull()
      .references(() => protocolRuns.id, { onDelete: 'cascade' }),
    protocol_id: uuid('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    node_key: text('node_key'),
    kind: text('kind', { enum: RUN_EVENT_KINDS }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    at: tz('at').notNull(),
  },
  (t) => [
    index('run_events_protocol_idx').on(t.protocol_id, t.at),
    index('run_events_run_idx').on(t.run_id, t.at),
    oneOf('run_events_kind_check', t.kind, RUN_EVENT_KINDS),
  ],
);

/** The exactly-once ledger: an effect's key (`run:node:iteration`) is written in the same transaction as its effect. */
export const appliedEffects = pgTable(
  'applied_effects',
  {
    key: text('key').primaryKey(),
    run_id: uuid('run_id')
      .notNull()
      .references(() => protocolRuns.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EFFECT_TYPES }).notNull(),
    applied_at: tz('applied_at').notNull().defaultNow(),
  },
  // Deleting a run (a protocol deleted, an account erased) cascades here: the ledger is the biggest table of all.
  (t) => [index('applied_effects_run_idx').on(t.run_id), oneOf('applied_effects_kind_check', t.kind, EFFECT_TYPES)],
);

/** A followup step lands on the creator's to-do list (`/creator/follow-up`). */
export const creatorFollowups = pgTable(
  'creator_followups',
  {
    ...baseColumns,
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    protocol_id: uuid('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    run_id: uuid('run_id')
      .notNull()
      .references(() => protocolRuns.id, { onDelete: 'cascade' }),
    follower_id: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    node_key: text('node_key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: FOLLOWUP_STATUSES }).notNull().default('open'),
    due_at: tz('due_at'),
    done_at: tz('done_at'),
  },
  (t) => [
    index('creator_followups_owner_idx').on(t.owner_id, t.status, t.created_at),
    index('creator_followups_run_idx').on(t.run_id),
    oneOf('creator_followups_status_check', t.status, FOLLOWUP_STATUSES),
  ],
);
