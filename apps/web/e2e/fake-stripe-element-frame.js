/*
 * The card fields of fake-stripe-js.js's Payment Element, in a frame on js.stripe.com (decision 079): the page that
 * mounts it never sees the card. Asked by the page, it checks the fields as the Payment Element does, then sends the
 * card to api.stripe.com with the publishable key, as Stripe.js does, and answers the payment method.
 */
(() => {
  'use strict';
  const API = 'https://api.stripe.com/v1';
  const settings = new URLSearchParams(window.location.hash.slice(1));
  const key = settings.get('key') ?? '';

  const fields = [
    { name: 'number', label: 'Card number', placeholder: '1234 1234 1234 1234', autocomplete: 'cc-number' },
    { name: 'expiry', label: 'Expiration date', placeholder: 'MM / YY', autocomplete: 'cc-exp' },
    { name: 'cvc', label: 'Security code', placeholder: 'CVC', autocomplete: 'cc-csc' },
  ];
  const inputs = {};
  const errors = {};
  document.documentElement.lang = settings.get('locale') === 'ar' ? 'ar' : 'en';
  document.body.style.cssText = 'margin:0;font:14px system-ui,sans-serif';
  for (const field of fields) {
    const label = document.createElement('label');
    label.style.cssText = 'display:block;margin-bottom:10px';
    label.append(field.label);
    const input = document.createElement('input');
    Object.assign(input, { name: field.name, placeholder: field.placeholder, autocomplete: field.autocomplete });
    input.inputMode = 'numeric';
    input.style.cssText = 'display:block;width:100%;box-sizing:border-box;padding:8px;margin-top:4px';
    const error = document.createElement('div');
    error.setAttribute('role', 'alert');
    error.style.color = '#c00';
    label.append(input, error);
    document.body.append(label);
    inputs[field.name] = input;
    errors[field.name] = error;
  }

  const digits = (value) => value.replace(/\D/g, '');
  const luhn = (number) =>
    [...number].reverse().reduce((sum, char, i) => {
      const d = Number(char) * (i % 2 ? 2 : 1);
      return sum + (d > 9 ? d - 9 : d);
    }, 0) %
      10 ===
    0;

  /** The card as typed, or the Payment Element's first complaint about it (also shown under its field). */
  function read() {
    for (const error of Object.values(errors)) error.textContent = '';
    const number = digits(inputs.number.value);
    const [month, year] = inputs.expiry.value.split('/').map((part) => digits(part));
    const cvc = digits(inputs.cvc.value);
    const fail = (field, code, message) => {
      errors[field].textContent = message;
      return { error: { type: 'validation_error', code, message } };
    };
    if (number.length < 13) return fail('number', 'incomplete_number', 'Your card number is incomplete.');
    if (!luhn(number)) return fail('number', 'invalid_number', 'Your card number is invalid.');
    if (!month || !year) return fail('expiry', 'incomplete_expiry', "Your card's expiration date is incomplete.");
    if (cvc.length < 3) return fail('cvc', 'incomplete_cvc', "Your card's security code is incomplete.");
    return { card: { number, exp_month: month, exp_year: year, cvc } };
  }

  async function createPaymentMethod() {
    const typed = read();
    if (typed.error) return typed;
    const body = new URLSearchParams({
      type: 'card',
      'card[number]': typed.card.number,
      'card[exp_month]': typed.card.exp_month,
      'card[exp_year]': typed.card.exp_year,
      'card[cvc]': typed.card.cvc,
      key,
      payment_user_agent: 'stripe.js/fake; stripe-js-v3/fake; payment-element',
    });
    const response = await fetch(`${API}/payment_methods`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    const answer = await response.json();
    return response.ok ? { paymentMethod: answer } : { error: answer.error };
  }

  window.addEventListener('message', async (event) => {
    if (event.source !== window.parent || typeof event.data?.ask !== 'number') return;
    const result =
      event.data.type === 'createPaymentMethod'
        ? await createPaymentMethod()
        : event.data.type === 'validate'
          ? (({ error }) => (error ? { error } : {}))(read())
          : { error: { type: 'invalid_request_error', message: `Unknown request ${event.data.type}.` } };
    event.source.postMessage({ reply: event.data.ask, result }, event.origin);
  });
})();
