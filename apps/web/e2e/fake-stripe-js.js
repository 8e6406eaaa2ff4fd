/*
 * A stand-in for Stripe.js (https://js.stripe.com/<train>/stripe.js), served by stripe-element.spec.ts in place of the
 * real script, which cannot be downloaded here. It keeps to what the payment modal calls (decision 079) and to Stripe's
 * protocol: the card fields live in a frame on js.stripe.com, which sends the typed card straight to api.stripe.com
 * with the publishable key (`key=pk_...` in the form, as Stripe.js does); the page itself only reads a PaymentIntent
 * with its client secret. Calls Stripe.js refuses (no `elements.submit()` first, a key that is not publishable, an
 * Elements group without `paymentMethodCreation: 'manual'`) throw here too.
 */
(() => {
  'use strict';
  const JS_ORIGIN = 'https://js.stripe.com';
  const API = 'https://api.stripe.com/v1';
  // The frame's page runs fake-stripe-element-frame.js.
  const FRAME_URL = `${JS_ORIGIN}/fake/payment-element-frame.html`;

  class IntegrationError extends Error {
    constructor(message) {
      super(message);
      this.name = 'IntegrationError';
    }
  }

  const form = (fields) => new URLSearchParams(Object.entries(fields)).toString();

  async function api(method, path, fields) {
    const query = method === 'GET' ? `?${form(fields)}` : '';
    const response = await fetch(`${API}${path}${query}`, {
      method,
      ...(method === 'POST' && {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form(fields),
      }),
    });
    const body = await response.json();
    return response.ok ? { object: body } : { error: body.error };
  }

  function Stripe(publishableKey, options = {}) {
    if (typeof publishableKey !== 'string' || !/^pk_(test|live)_/.test(publishableKey))
      throw new IntegrationError('Invalid value for Stripe(): apiKey should be a publishable key (pk_...).');
    const locale = options.locale ?? 'auto';
    let sequence = 0;
    const waiting = new Map();
    window.addEventListener('message', (event) => {
      if (event.origin !== JS_ORIGIN || !waiting.has(event.data?.reply)) return;
      waiting.get(event.data.reply)(event.data.result);
      waiting.delete(event.data.reply);
    });

    function elements(settings = {}) {
      if (settings.mode !== 'payment' && settings.mode !== 'setup')
        throw new IntegrationError('elements(): mode must be "payment" or "setup".');
      if (settings.mode === 'payment' && !(Number.isInteger(settings.amount) && settings.amount > 0))
        throw new IntegrationError('elements(): amount must be a positive integer in the smallest currency unit.');
      if (!/^[a-z]{3}$/.test(settings.currency ?? ''))
        throw new IntegrationError('elements(): currency must be a lowercase three-letter ISO code.');
      let frame = null;
      let frameLoaded = null;
      let isSubmitted = false;
      // The frame is asked once its page (and its script) has loaded, so no question is lost.
      const ask = async (type) => {
        await frameLoaded;
        return new Promise((resolve) => {
          sequence += 1;
          waiting.set(sequence, resolve);
          frame.contentWindow.postMessage({ ask: sequence, type }, JS_ORIGIN);
        });
      };
      const group = {
        _stripe: instance,
        _settings: settings,
        create(type) {
          if (type !== 'payment')
            throw new IntegrationError(`This stand-in only makes the Payment Element, not ${type}.`);
          return {
            mount(target) {
              const container = typeof target === 'string' ? document.querySelector(target) : target;
              if (!container) throw new IntegrationError('mount(): the container is not in the document.');
              frame = document.createElement('iframe');
              frame.title = 'Secure payment input frame';
              frame.setAttribute('allow', 'payment *');
              frame.style.cssText = 'border:0;width:100%;height:230px;display:block';
              frameLoaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
              frame.src = `${FRAME_URL}#${form({ key: publishableKey, locale })}`;
              container.append(frame);
            },
            destroy() {
              frame?.remove();
              frame = null;
            },
          };
        },
        async submit() {
          if (!frame) throw new IntegrationError('elements.submit(): no Payment Element is mounted.');
          const result = await ask('validate');
          isSubmitted = !result.error;
          return result;
        },
        async _createPaymentMethod() {
          if (!isSubmitted)
            throw new IntegrationError('elements.submit() must be called before stripe.createPaymentMethod().');
          isSubmitted = false;
          return ask('createPaymentMethod');
        },
      };
      return group;
    }

    const instance = {
      elements,
      async createPaymentMethod(params) {
        const group = params?.elements;
        if (!group || group._stripe !== instance)
          throw new IntegrationError('createPaymentMethod(): pass the elements made by this Stripe instance.');
        if (group._settings.paymentMethodCreation !== 'manual')
          throw new IntegrationError(
            "createPaymentMethod() with elements needs elements({ paymentMethodCreation: 'manual' }).",
          );
        const result = await group._createPaymentMethod();
        return result.error ? { error: result.error } : { paymentMethod: result.paymentMethod };
      },
      async handleNextAction(params) {
        const clientSecret = params?.clientSecret ?? '';
        const id = clientSecret.split('_secret_')[0];
        if (!/^(pi|seti)_/.test(id))
          throw new IntegrationError('handleNextAction(): clientSecret is not a PaymentIntent client secret.');
        const read = await api('GET', `/payment_intents/${id}`, { key: publishableKey, client_secret: clientSecret });
        if (read.error) return { error: read.error };
        const intent = read.object;
        const next = intent.next_action;
        if (intent.status === 'requires_action' && next?.type === 'redirect_to_url') {
          // As Stripe.js: the page goes to the bank, which sends the buyer back to the intent's return_url.
          window.location.assign(next.redirect_to_url.url);
          return new Promise(() => {});
        }
        if (intent.status === 'requires_action')
          return { error: { type: 'invalid_request_error', message: `This stand-in cannot handle ${next?.type}.` } };
        if (intent.status === 'requires_payment_method' && intent.last_payment_error)
          return { error: intent.last_payment_error, paymentIntent: intent };
        return { paymentIntent: intent };
      },
      _registerWrapper() {},
    };
    return instance;
  }

  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
