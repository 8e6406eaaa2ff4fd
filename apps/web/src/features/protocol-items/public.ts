/* What other features may use of the builder's sub-pages (decision 040): the AI wizard's mutation. */
export { useAiWizard } from './api/use-ai-wizard.ts';
