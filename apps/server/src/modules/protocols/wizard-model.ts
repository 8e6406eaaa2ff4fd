import { z } from 'zod';
import { ZSaveGraphRequest } from '@ito/contracts/protocols/graph';
import { PROTOCOL_LIMITS } from '@ito/contracts/protocols/fields';
import type { FlowNode } from '@ito/protocol/model';
import { validateProtocol } from '@ito/protocol/validate';
import { unsafeAdvice } from '@ito/planner/safety/check-plan';
import type { ModelClient } from '../../platform/model-client.ts';
import type { Draft } from './wizard-draft.ts';

/**
 * The AI wizard with a configured model (decision 048): like the agent (decision 039), the model edits the built-in
 * draft rather than inventing a graph. It is shown the description and the draft's texts and answers their
 * replacements (item names, descriptions and the nudge's message, step names, check-in questions), every field
 * nullable for "keep". The edited draft must still pass the graph contract (`ZSaveGraphRequest`) and validation with
 * no more errors than the draft, and no text may give unsafe advice; otherwise the built-in draft is the answer.
 */
export type WizardDraft = { draft: Draft; draftedBy: 'model' | 'built-in'; model: string | null; fallback?: string };

const name = z.string().trim().min(1).max(PROTOCOL_LIMITS.itemNameMax);
const text = z.string().trim().max(1000);
const ZWizardEdit = z.object({
  items: z
    .array(
      z.object({
        key: z.enum(['nudge', 'assessment', 'kpi']),
        name: name.nullable(),
        description: text.nullable(),
        message: text.nullable(),
      }),
    )
    .max(3),
  steps: z.array(z.object({ id: z.string().max(40), name: name.nullable() })).max(20),
  questions: z
    .array(z.object({ index: z.number().int().min(0).max(20), text: z.string().trim().min(1).max(500) }))
    .max(20),
});
type WizardEdit = z.infer<typeof ZWizardEdit>;

const nullableString = { type: ['string', 'null'] };
const EDIT_JSON_SCHEMA = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          key: { type: 'string', enum: ['nudge', 'assessment', 'kpi'] },
          name: nullableString,
          description: nullableString,
          message: nullableString,
        },
        required: ['key', 'name', 'description', 'message'],
        additionalProperties: false,
      },
    },
    steps: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string' }, name: nullableString },
        required: ['id', 'name'],
        additionalProperties: false,
      },
    },
    questions: {
      type: 'array',
      items: {
        type: 'object',
        properties: { index: { type: 'integer' }, text: { type: 'string' } },
        required: ['index', 'text'],
        additionalProperties: false,
      },
    },
  },
  required: ['items', 'steps', 'questions'],
  additionalProperties: false,
};

const SYSTEM_PROMPT = [
  'You help a coach draft a protocol: a flow of steps (a reminder, a check-in, maybe a measurement) that followers',
  'go through. You receive the coach’s description and a draft whose structure is fixed. Answer only with better',
  'texts for this coach’s followers, naming what you change by its key, step id or question index: item names,',
  'descriptions and the reminder’s message, step names, check-in question wording. Use null or an empty list for',
  'what you keep. Write in the language of the description. Never advise fasting, skipping meals, very low calories,',
  'training through pain or performance drugs; never give medical diagnoses.',
].join(' ');

function brief(description: string, draft: Draft) {
  return {
    description,
    understood: { domain: draft.domain, goal: draft.goal, sessions_per_week: draft.sessionsPerWeek },
    items: draft.items.map((i) => ({
      key: i.key,
      name: i.name,
      description: i.description,
      message: typeof i.data.message === 'string' ? i.data.message : null,
    })),
    steps: draft.nodes.map((n) => ({ id: n.id, type: n.data.type, name: n.data.name })),
    questions: (draft.items.find((i) => i.key === 'assessment')?.questions ?? []).map((q, index) => ({
      index,
      text: q.text,
    })),
  };
}

/** The draft the wizard saves: the model's edit of the built-in draft when it holds, else the built-in draft. */
export async function draftWithModel(
  model: ModelClient | null,
  description: string,
  builtIn: Draft,
): Promise<WizardDraft> {
  const fallback = (reason?: string): WizardDraft => ({
    draft: builtIn,
    draftedBy: 'built-in',
    model: null,
    ...(reason ? { fallback: reason } : {}),
  });
  if (!model) return fallback();
  let edit: WizardEdit;
  try {
    edit = await model.ask({
      system: SYSTEM_PROMPT,
      prompt: JSON.stringify(brief(description, builtIn)),
      jsonSchema: EDIT_JSON_SCHEMA,
      schemaName: 'protocol_draft_edit',
      schema: ZWizardEdit,
    });
  } catch (err) {
    return fallback(err instanceof Error ? err.name : 'error');
  }
  const edited = applyEdit(builtIn, edit);
  const problem = checkDraft(edited, builtIn);
  return problem ? fallback(problem) : { draft: edited, draftedBy: 'model', model: model.name };
}

function applyEdit(draft: Draft, edit: WizardEdit): Draft {
  const items = draft.items.map((item) => {
    const change = edit.items.find((c) => c.key === item.key);
    const questions = item.questions?.map((q, index) => {
      const text = item.key === 'assessment' ? edit.questions.find((c) => c.index === index)?.text : undefined;
      return text ? { ...q, text } : q;
    });
    if (!change) return { ...item, ...(questions ? { questions } : {}) };
    return {
      ...item,
      name: change.name ?? item.name,
      description: change.description ?? item.description,
      data: item.key === 'nudge' && change.message ? { ...item.data, message: change.message } : item.data,
      ...(questions ? { questions } : {}),
    };
  });
  const nodes = draft.nodes.map((node) => {
    const renamed = edit.steps.find((s) => s.id === node.id)?.name;
    return renamed ? { ...node, data: { ...node.data, name: renamed } } : node;
  });
  return { ...draft, items, nodes };
}

/** Why an edited draft cannot be saved, or null when it can. */
function checkDraft(edited: Draft, builtIn: Draft): string | null {
  // Item keys stand where the saved draft will have item ids: a stand-in uuid lets the contract check the rest.
  const standIn = '00000000-0000-4000-8000-000000000000';
  const nodes = edited.nodes.map((n) => ({
    ...n,
    data: { ...n.data, selectedItemId: n.data.selectedItemId ? standIn : null },
  }));
  if (!ZSaveGraphRequest.safeParse({ nodes }).success) return 'graph contract';
  const errors = (draft: Draft) => validateProtocol(draft.nodes as unknown as FlowNode[]).length;
  if (errors(edited) > errors(builtIn)) return 'graph validation';
  const texts = edited.items.flatMap((i) => [
    i.name,
    i.description,
    typeof i.data.message === 'string' ? i.data.message : '',
    ...(i.questions ?? []).map((q) => q.text),
  ]);
  texts.push(...edited.nodes.map((n) => n.data.name));
  return texts.some((t) => unsafeAdvice(t) !== null) ? 'unsafe advice' : null;
}
