/* What other features may use of auth (decision 040): the registration form, which the agent shows in a dialog. */
export { RegisterForm } from './components/register-form.tsx';
