/**
 * The catalogue's codes for what creators build (decision 045): program fields and content, protocol items, steps,
 * recurring and AI modules, the graph checks a publish reports, and the runs they start. Kept apart from
 * `message-codes.ts` only for length; `MESSAGE_CATALOGUE` holds both. No zod here either (see that file).
 */
export const CONTENT_MESSAGES = {
  // Program fields and content.
  'programs.tag_empty': { text: 'A tag cannot be empty.' },
  'programs.tag_max': { text: 'A tag may not be longer than {{maximum}} characters.', params: { maximum: 32 } },
  'programs.tags_max': { text: 'At most {{maximum}} tags.', params: { maximum: 12 } },
  'programs.sign_empty': { text: 'A sign cannot be empty.' },
  'programs.sign_max': { text: 'A sign may not be longer than {{maximum}} characters.', params: { maximum: 40 } },
  'programs.signs_max': { text: 'At most {{maximum}} signs.', params: { maximum: 12 } },
  'programs.option_text': { text: 'An option needs text.' },
  'programs.question_prompt': { text: 'A question needs a prompt.' },
  'programs.question_options_min': { text: 'A question needs at least {{minimum}} options.', params: { minimum: 2 } },
  'programs.question_options_max': { text: 'A question has at most {{maximum}} options.', params: { maximum: 8 } },
  'programs.correct_option': { text: 'Mark at least one correct option.' },
  'programs.one_correct': { text: 'Only one option may be correct unless several are allowed.' },
  'programs.lesson_title': { text: 'A lesson needs a title.' },
  'programs.video_url': { text: 'The video address must be an http(s) URL.' },
  'programs.quiz_questions_max': { text: 'At most {{maximum}} questions in a quiz.', params: { maximum: 30 } },
  'programs.quiz_only': { text: 'Only a quiz lesson has questions.' },
  'programs.module_title': { text: 'A module needs a title.' },
  'programs.lessons_max': { text: 'At most {{maximum}} lessons in a module.', params: { maximum: 50 } },
  'programs.modules_max': { text: 'At most {{maximum}} modules.', params: { maximum: 50 } },
  // What publishing a program needs (a 422 lists them by field).
  'programs.publish_title': { text: 'Give the program a title.' },
  'programs.publish_summary': {
    text: 'Write a summary of at least {{minimum}} characters.',
    params: { minimum: 20 },
  },
  'programs.publish_description': {
    text: 'Write a description of at least {{minimum}} characters.',
    params: { minimum: 100 },
  },
  'programs.publish_category': { text: 'Choose a category.' },
  'programs.publish_duration': { text: 'Set the duration in weeks.' },
  'programs.publish_modules': { text: 'Add at least one module with a lesson.' },
  'programs.module_empty': { text: 'Module "{{module}}" has no lessons.', params: { module: '' } },
  'programs.quiz_empty': { text: 'Quiz "{{quiz}}" has no questions.', params: { quiz: '' } },
  'programs.question_no_correct': {
    text: 'Question {{number}} of quiz "{{quiz}}" has no correct option.',
    params: { number: 1, quiz: '' },
  },
  'programs.paid_price': { text: 'Set a price above zero for a paid program.' },
  'programs.subscription_price': { text: 'Set a price above zero for a subscription program.' },
  'programs.free_price': { text: 'A free program has no price: set it to 0.' },

  // Protocol items, questions and steps.
  'protocols.free_price': { text: 'A free protocol has no price: set it to 0.' },
  'protocols.item_name': { text: 'Give it a name.' },
  'protocols.item_name_max': {
    text: 'The name may not be longer than {{maximum}} characters.',
    params: { maximum: 120 },
  },
  'protocols.nudge_message': { text: 'Write the message.' },
  'protocols.challenge_goal': { text: 'Write the goal.' },
  'protocols.ai_prompt': { text: 'Write the prompt.' },
  'protocols.text_max': { text: 'This text may not be longer than {{maximum}} characters.', params: { maximum: 5000 } },
  'protocols.activity_minutes_min': { text: 'At least a minute.' },
  'protocols.activity_minutes_max': { text: 'At most a day (1440 minutes).' },
  'protocols.challenge_days': { text: 'A challenge lasts 1 to 365 days.' },
  'protocols.kpi_unit': { text: 'Name the unit (e.g. kg, minutes, steps).' },
  'protocols.service_minutes': { text: 'A service lasts 5 to 1440 minutes.' },
  'protocols.option_label': { text: 'An option needs a label.' },
  'protocols.score_whole': { text: 'A score is a whole number.' },
  'protocols.question_text': { text: 'Write the question.' },
  'protocols.options_max': { text: 'At most {{maximum}} options.', params: { maximum: 20 } },
  'protocols.questions_max': {
    text: 'An assessment has at most {{maximum}} questions.',
    params: { maximum: 100 },
  },
  'protocols.step_id': { text: 'A step needs an id.' },
  'protocols.step_id_max': {
    text: 'A step id may not be longer than {{maximum}} characters.',
    params: { maximum: 64 },
  },
  'protocols.wait_whole': { text: 'A wait is a whole number of minutes.' },
  'protocols.wait_min': { text: 'A wait lasts at least a minute.' },
  'protocols.wait_max': { text: 'A wait lasts at most a year.' },
  'protocols.canvas': { text: 'A step must stay within the canvas.' },
  'protocols.steps_max': { text: 'At most {{maximum}} steps.', params: { maximum: 500 } },
  'protocols.step_id_twice': { text: 'Two steps have the id "{{id}}".', params: { id: '' } },
  'protocols.step_self_parent': { text: 'A step cannot follow itself.' },
  'protocols.step_no_item': { text: 'A {{kind}} step uses no item.', params: { kind: 'step' } },
  'protocols.step_item_kind': {
    text: 'A {{kind}} step uses a {{expected}} item.',
    params: { kind: 'step', expected: 'other' },
  },
  'protocols.item_deleted': { text: 'An item a step uses was deleted: choose another.' },
  'protocols.no_steps': { text: 'Add steps before publishing.' },
  'protocols.wizard_description_max': {
    text: 'Describe it in at most {{maximum}} characters.',
    params: { maximum: 2000 },
  },

  // Recurring and AI modules.
  'protocols.run_every': { text: 'Every 1 to 365 days.' },
  'protocols.at_time': { text: 'The time is HH:MM (24-hour clock).' },
  'protocols.every_hour': { text: 'Every 1 to 23 hours.' },
  'protocols.stop_after': { text: 'It must stop after it starts.' },
  'protocols.recurring_nothing': {
    text: 'Choose what the module repeats: an activity, a nudge, a challenge, an assessment, a KPI or an order.',
  },
  'protocols.recurring_max': {
    text: 'A protocol has at most {{maximum}} recurring modules.',
    params: { maximum: 50 },
  },
  'protocols.hierarchy': { text: 'The hierarchy is a dotted path of numbers, such as 0.2.' },
  'protocols.branch_place': { text: 'A branch needs its place (hierarchy), such as 0.' },
  'protocols.branch_taken': {
    text: 'A branch already sits at {{hierarchy}} index {{index}}.',
    params: { hierarchy: '0', index: 0 },
  },
  'protocols.main_ai_exists': { text: 'This protocol already has a main AI module.' },
  'protocols.ai_modules_max': { text: 'A protocol has at most {{maximum}} AI modules.', params: { maximum: 200 } },

  // The graph checks (`@ito/protocol` validateProtocol) a refused publish lists; `step` is the step's name.
  'graph.unreachable': { text: 'Step {{step}} is not connected to the start of the protocol', params: { step: '' } },
  'graph.multiple_roots': { text: 'Step {{step}} is a second start: connect it under a step', params: { step: '' } },
  'graph.missing_jump_target': { text: 'Step {{step}} jumps to a step that does not exist', params: { step: '' } },
  'graph.no_end': { text: 'Step {{step}} ends its path without a finish or fail step', params: { step: '' } },
  'graph.loop_without_wait': {
    text: 'Step {{step}} loops back without a wait step in the loop',
    params: { step: '' },
  },
  'graph.wait_without_duration': { text: 'Wait step {{step}} has no duration', params: { step: '' } },
  'graph.assessment_without_questions': { text: 'Assessment step {{step}} has no questions', params: { step: '' } },
  'graph.missing_item': { text: 'Step {{step}} has no item selected', params: { step: '' } },
  'graph.jump_without_target': { text: 'Jump step {{step}} has no step to jump to', params: { step: '' } },
  'graph.condition_not_producible': {
    text: 'Step {{step}} branches on something its kind never produces',
    params: { step: '' },
  },

  // Runs and plans.
  'runs.choose_runs': { text: 'Choose valid runs.' },
  'runs.not_published': { text: 'This protocol has not been published yet.' },
  'runs.changed_moving': { text: 'The run changed while moving; try again.' },
  'agent.date_format': { text: 'Enter a date like 2026-11-22.' },
} as const;
