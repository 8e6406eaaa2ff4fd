/**
 * The message catalogue (DESIGN section 5, decision 045): every error the API answers, and every message a contract's
 * schema gives, has a stable code here. The server sends the code with its parameters and the English text below as
 * a fallback; the web translates the code (`locales/<lang>/errors.json`) and never reads the English.
 *
 * A contract schema states a code as its message (`.min(3, 'programs.title_min')`): the server's 422 turns it into
 * the English text and the code, and a web form translates it. Parameters come from the zod issue (`minimum`,
 * `maximum`) or the thrower; `params` here are the values a form uses when it has only the code (a client-side check).
 * This file has no zod so the web's first download can import it.
 */
import { CONTENT_MESSAGES } from './message-codes-content.ts';

export type MessageParams = Record<string, string | number>;
type Entry = { text: string; params?: MessageParams };

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 200;

export const MESSAGE_CATALOGUE = {
  // The SPEC section 8 answers, one per status.
  'errors.unauthenticated': { text: 'Unauthenticated.' },
  'errors.forbidden': { text: 'Access Denied' },
  'errors.not_found': { text: 'Resource not found' },
  'errors.gone': { text: 'This link has expired or was already used.' },
  'errors.validation': { text: 'The given data was invalid.' },
  'errors.locked_update': { text: "Can't update this item such as its in use" },
  'errors.locked_delete': { text: "Can't delete this item such as its in use" },
  'errors.too_many_requests': { text: 'Too many attempts. Please try again later.' },
  'errors.too_large': { text: 'The request is too large.' },
  'errors.server_error': { text: 'Something went wrong' },
  'errors.unavailable': { text: 'The service is briefly unavailable. Please try again in a moment.' },
  'errors.guest_must_register': { text: 'Create your account to continue.' },
  'errors.verify_email': { text: 'Verify your email address to continue.' },
  'errors.not_a_creator': { text: 'Only creators can do this: register as an expert to publish programs.' },

  // zod's own issues, for schemas that state no code of their own.
  'validation.required': { text: 'This field is required.' },
  'validation.expected': { text: 'Expected {{expected}}.', params: { expected: 'value' } },
  'validation.too_small': { text: 'Too small: expected at least {{minimum}}.', params: { minimum: 1 } },
  'validation.too_big': { text: 'Too big: expected at most {{maximum}}.', params: { maximum: 1 } },
  'validation.invalid_format': { text: 'Invalid format: expected {{format}}.', params: { format: 'text' } },
  'validation.invalid': { text: 'This value is not valid.' },
  'validation.invalid_json': { text: 'The request body is not valid JSON.' },
  'validation.input_refused': { text: 'A value is out of range or not valid.' },
  'validation.bad_address': { text: 'The address contains characters that are not valid.' },
  'validation.long_address': { text: 'A part of the address is too long.' },
  'validation.nul': { text: 'This field must not contain NUL characters.' },
  'validation.surrogate': { text: 'This field must be valid Unicode text.' },
  'validation.number_range': { text: 'This number is out of range.' },
  'validation.too_deep': { text: 'This value is nested too deeply.' },
  'validation.media_type': { text: 'Unsupported media type: {{type}}.', params: { type: '' } },
  'validation.measure': { text: 'Enter a number between -1,000,000,000 and 1,000,000,000.' },

  // Sign-in, registration and recovery.
  'auth.email': { text: 'Enter a valid email address.' },
  'auth.password_min': {
    text: 'The password must be at least {{minimum}} characters.',
    params: { minimum: PASSWORD_MIN },
  },
  'auth.password_max': {
    text: 'The password may not be longer than {{maximum}} characters.',
    params: { maximum: PASSWORD_MAX },
  },
  'auth.password_required': { text: 'Enter your password.' },
  'auth.password_weak': { text: 'This password is too easy to guess.' },
  'auth.full_name': { text: 'Enter your full name.' },
  'auth.session_key': { text: 'The session key must be base-36.' },
  'auth.bad_credentials': { text: 'These credentials do not match our records.' },
  'auth.email_taken': { text: 'The email has already been taken.' },
  'auth.link_expired': { text: 'This link has expired or was already used.' },
  'auth.invite_invalid': { text: 'This invite code is not valid.' },
  'auth.login_locked': {
    text: 'Too many failed sign-ins for this account. Please wait before trying again, or reset your password.',
  },
  'auth.mail_cap': { text: 'Too many mails were asked for this address. Please try again later.' },
  'auth.guest_converted': { text: 'This guest session was already converted.' },
  'auth.registration_complete': { text: 'Your registration is already complete.' },

  // Contact and join forms.
  'contact.subject': { text: 'Enter a subject.' },
  'contact.description_min': {
    text: 'Tell us a little more (at least {{minimum}} characters).',
    params: { minimum: 10 },
  },

  // Profile and account deletion.
  'profile.username': {
    text: 'Use 3 to 30 letters, digits, dots, hyphens or underscores, starting and ending with a letter or digit.',
  },
  'profile.username_taken': { text: 'This username is already taken.' },
  'profile.country': { text: 'Choose a country from the list.' },
  'profile.phone': {
    text: 'Enter a valid phone number for the chosen country, or start it with + and the country code.',
  },
  'profile.locale': { text: 'Choose one of the offered languages.' },
  'profile.bio_max': { text: 'The bio may not be longer than {{maximum}} characters.', params: { maximum: 1000 } },
  'profile.profession_max': {
    text: 'The profession may not be longer than {{maximum}} characters.',
    params: { maximum: 120 },
  },
  'profile.avatar_image': { text: 'The profile picture must be an image.' },
  'profile.avatar_file_id': { text: 'Choose an image you uploaded.' },
  'profile.time_zone': { text: 'Unknown time zone.' },
  'deletion.password_required': { text: 'Enter your password.' },
  'deletion.password_wrong': { text: 'The password is not correct.' },
  'deletion.confirm_email': { text: 'Type the email address of your account to confirm.' },
  'deletion.sign_in_again': {
    text: 'Sign in again with a link mailed to you, then delete your account within {{minutes}} minutes.',
    params: { minutes: 15 },
  },

  // Idempotency keys and uploads.
  'idempotency.format': { text: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.' },
  'idempotency.reused': {
    text: 'This Idempotency-Key was already used for a different request: send a new key for a new request.',
  },
  'idempotency.in_flight': {
    text: 'A request with this Idempotency-Key is still being processed: retry in a moment.',
  },
  'files.missing': { text: 'Choose a file to upload.' },
  'files.one_file': { text: 'Upload one file at a time.' },
  'files.too_large': { text: 'The file is too large: images up to 10 MB, PDFs 20 MB, videos 64 MB, captions 512 KB.' },
  'files.wrong_type': {
    text:
      'This type of file is not accepted: upload a JPEG, PNG, WebP or GIF image, a PDF, a WebM or MP4 video, ' +
      'or captions (WebVTT).',
  },
  'files.unreadable': { text: 'The image could not be read: the file may be damaged.' },
  'files.too_many_pixels': {
    text:
      'The image is too large: it may have up to {{megapixels}} megapixels (all frames of an animation together) ' +
      'and up to {{side}} pixels on each side. Please resize it.',
    params: { megapixels: 40, side: '16,383' },
  },
  'files.images_busy': { text: 'Many images are being processed right now. Please try again in a few seconds.' },
  'files.uploads_busy': { text: 'Many files are being uploaded right now. Please try again in a few seconds.' },
  'files.quota_full': {
    text:
      'Your storage is full: you may keep up to {{quota}} of files and this one does not fit. ' +
      'Delete files you no longer need, then try again.',
    params: { quota: '200 MB' },
  },
  'files.creators_only': { text: 'Only creators can upload videos and captions.' },

  // Categories.
  'categories.name_min': { text: 'The name must be at least {{minimum}} characters.', params: { minimum: 2 } },
  'categories.name_letters': { text: 'The name must contain letters or digits.' },
  'categories.name_taken': { text: 'A category with this name already exists.' },
  'categories.parent_invalid': { text: 'Choose a valid parent category.' },
  'categories.own_parent': { text: 'A category cannot be its own parent.' },
  'categories.choose': { text: 'Choose one of the catalogue categories or your own.' },
  'categories.top_level_parent': { text: 'Choose a top-level category as the parent.' },
  'categories.has_children': { text: 'A category with subcategories cannot have a parent.' },
  'categories.catalogue_fixed': { text: 'Catalogue categories cannot be changed by creators.' },

  // Programs.
  'programs.title_min': { text: 'The title must be at least {{minimum}} characters.', params: { minimum: 3 } },
  'programs.title_letters': { text: 'The title must contain letters or digits.' },
  'programs.currency_format': { text: 'The currency is a 3-letter ISO 4217 code.' },
  'programs.currency_unknown': { text: 'Unknown currency code.' },
  'programs.category_invalid': { text: 'Choose a valid category.' },
  'programs.duration': { text: 'The duration is 1 to 104 weeks.' },
  'programs.price_whole': { text: 'The price is a whole number of minor units (cents).' },
  'programs.price_negative': { text: 'The price cannot be negative.' },
  'programs.cover_invalid': { text: 'Choose a valid cover image.' },
  'programs.cover_uploaded': { text: 'The cover must be an image you uploaded.' },
  'programs.recommend_cover': { text: 'Add a cover image: programs with one stand out.' },
  'programs.not_ready': { text: 'The program is not ready to publish.' },
  'programs.unarchive_archived_only': { text: 'Only an archived program can be unarchived.' },
  'programs.video_file_invalid': { text: 'Choose a video you uploaded.' },
  'programs.captions_file_invalid': { text: 'Choose captions you uploaded.' },
  'programs.video_only_in_video_lesson': { text: 'Only a video lesson has a video.' },
  'programs.video_file_or_link': { text: 'Upload a video or give a link, not both.' },
  'programs.captions_need_video': { text: 'Captions need an uploaded video.' },
  'programs.content_too_long': {
    text: 'The lesson text may not be longer than {{maximum}} characters.',
    params: { maximum: '50,000' },
  },
  'programs.attachments_max': { text: 'A lesson has at most {{maximum}} attachments.', params: { maximum: 5 } },
  'programs.attachment_invalid': { text: 'Attach a PDF or an image you uploaded.' },
  'programs.attachment_twice': { text: 'This file is already attached.' },

  // Protocols.
  'protocols.name_min': { text: 'The name must be at least {{minimum}} characters.', params: { minimum: 3 } },
  'protocols.name_max': { text: 'The name may not be longer than {{maximum}} characters.', params: { maximum: 120 } },
  'protocols.choose_program': { text: 'Choose one of your programs.' },
  'protocols.choose_item': { text: 'Choose one of this protocol’s items.' },
  'protocols.paid_price': { text: 'Set a price above zero for a paid protocol.' },
  'protocols.payment_amount': { text: 'A payment needs an amount above zero.' },
  'protocols.options_min': { text: 'Give at least two options.' },
  'protocols.text_no_options': { text: 'A text question has no options.' },
  'protocols.not_ready': { text: 'The protocol is not ready to publish.' },
  'protocols.team_max': { text: 'A team has at most {{maximum}} members.', params: { maximum: 100 } },
  'protocols.team_owner': { text: 'You own this protocol: add someone else.' },
  'protocols.team_member': { text: 'This person is already on the team.' },
  'protocols.wizard_description': {
    text: 'Describe the protocol in a sentence or two (at least {{minimum}} characters).',
    params: { minimum: 10 },
  },
  'protocols.wizard_replace': {
    text: 'The draft already has steps: confirm to replace them with the drafted protocol.',
  },

  // Notification settings.
  'notifications.quiet_time': { text: 'Use the HH:MM format (00:00 to 23:59).' },
  'notifications.quiet_both': { text: 'Give both the start and the end of the quiet hours.' },
  'notifications.quiet_pair': { text: 'Give both the start and the end, or neither.' },
  'notifications.quiet_same': { text: 'The quiet hours must end at another time.' },
  'notifications.type_once': { text: 'Each type may appear once.' },

  // Chat.
  'chat.message_max': {
    text: 'A message may be up to {{maximum}} characters (this one has {{length}}).',
    params: { maximum: 2000, length: 2001 },
  },
  'chat.message_empty': { text: 'Write a message or attach a file.' },
  'chat.self': { text: 'You cannot start a chat with yourself.' },
  'chat.person_unknown': { text: 'This person cannot be found.' },
  'chat.people_unknown': { text: 'Some of these people cannot be found.' },
  'chat.choose_people': { text: 'Choose at least one other person.' },
  'chat.group_max': {
    text: 'A group chat has at most {{maximum}} participants, you included.',
    params: { maximum: 50 },
  },
  'chat.own_files': { text: 'Attach only files you uploaded.' },
  'chat.not_in_chat': { text: 'This message is not in the chat.' },
  'chat.groups_only': { text: 'People can be added to or removed from group chats only.' },
  'chat.owner_adds': { text: 'Only the owner of the group can add people.' },
  'chat.owner_removes': { text: 'Only the owner of the group can remove people.' },
  'chat.owner_stays': { text: 'The owner cannot leave the group.' },
  'chat.not_member': { text: 'This person is not in the group.' },

  // Invitations and runs.
  'runs.invite_email': { text: 'Enter the email address to invite.' },
  'runs.invite_tenant': { text: 'Choose the tenant whose people to invite.' },
  'runs.tenant_invalid': { text: 'Choose a valid tenant.' },
  'runs.tenant_own': { text: 'Choose a tenant you own or run.' },
  'runs.publish_first': { text: 'Publish the protocol before inviting anyone into it.' },
  'runs.invitation_cap': { text: 'This address has had enough invitations for now. Please try again later.' },
  'runs.invitation_rate': { text: 'You have sent many invitations in a short time. Please wait a moment.' },
  'runs.other_email': { text: 'This invitation was sent to another email address.' },
  'runs.other_community': { text: 'This invitation is for the members of another community.' },
  'runs.choose_version': { text: 'Choose a published version of this protocol.' },
  'runs.changed': { text: 'The run changed while starting; try again.' },

  // Following and tasks.
  'tasks.done': { text: 'This task is already done.' },
  'tasks.skipped': { text: 'This task was skipped.' },
  'tasks.closed': { text: 'This task can no longer be done.' },
  'tasks.answer': { text: 'Answer this question.' },
  'tasks.choose_option': { text: 'Choose one of the options.' },
  'tasks.kpi_value': { text: 'Enter the value you measured.' },
  'tasks.needs_purchase': { text: 'This program needs a purchase' },
  'tasks.order_pays': { text: 'This step is done when its order is paid: pay it, or skip the step to decline it.' },
  'agent.no_plan': { text: 'There is no plan to accept yet: answer the questions first.' },
  'agent.plan_accepted': { text: 'This plan is already accepted.' },
  'agent.not_suggested': { text: 'This program is not one the plan suggests.' },

  'commerce.item_required': { text: 'Choose what to buy.' },
  'commerce.amount_whole': { text: 'The amount is a whole number of cents.' },
  'commerce.donation_min': { text: 'The smallest donation is 1.00.' },
  'commerce.donation_max': { text: 'The largest donation is 10,000.00.' },
  'commerce.code_format': { text: 'A code is 3 to 32 letters, digits, dashes or underscores.' },
  'commerce.code_unknown': { text: 'This discount code does not exist.' },
  'commerce.code_expired': { text: 'This discount code has expired.' },
  'commerce.code_used_up': { text: 'This discount code has been used as many times as it allows.' },
  'commerce.code_not_for_item': { text: 'This discount code does not apply to this item.' },
  'commerce.code_currency': { text: 'This discount code is in another currency.' },
  'commerce.code_taken': { text: 'You already have a code with this name.' },
  'commerce.percent_range': { text: 'A percentage is between 1 and 100.' },
  'commerce.amount_off_min': { text: 'Enter the amount taken off.' },
  'commerce.max_uses_min': { text: 'A limit is at least one use.' },
  'commerce.amount_too_small': {
    text: 'The amount to pay is below the smallest a card can be charged ({{minimum}}).',
    params: { minimum: '0.50' },
  },
  'commerce.not_for_sale': { text: 'This item is not for sale.' },
  'commerce.already_owned': { text: 'You already own this.' },
  'commerce.own_item': { text: 'You cannot buy your own item.' },
  'commerce.order_not_payable': { text: 'This order cannot be paid now.' },
  'commerce.order_not_cancellable': { text: 'This order can no longer be cancelled.' },
  'commerce.order_not_confirmable': { text: 'This order is not waiting for your confirmation.' },
  'commerce.payment_in_progress': { text: 'A payment for this order is already in progress.' },
  'commerce.payment_method': { text: 'Choose a card.' },
  'commerce.payment_method_unknown': { text: 'This card is not available. Enter it again.' },
  'commerce.not_refundable': { text: 'Only a paid order can be refunded.' },
  'commerce.refund_min': { text: 'A refund is at least one cent.' },
  'commerce.refund_exceeds': {
    text: 'A refund cannot be more than what is left of the payment ({{remaining}}).',
    params: { remaining: '0' },
  },
  'commerce.refund_reason': { text: 'Say why, in a few words the buyer will read.' },
  'commerce.refund_balance': { text: 'Your available balance does not cover this refund.' },
  'commerce.address_line': { text: 'Enter the street address.' },
  'commerce.city': { text: 'Enter the city.' },
  'commerce.region_required': { text: 'Enter the state, province or region.' },
  'commerce.postal_code': { text: 'Enter a postal code valid in this country.' },
  'commerce.country': { text: 'Choose a country.' },
  'commerce.phone': { text: 'Enter a phone number valid in this country.' },
  'commerce.card_number': { text: 'Enter the card number.' },
  'commerce.card_expiry': { text: 'Enter a valid expiry date.' },
  'commerce.card_cvc': { text: 'Enter the 3 or 4 digit security code.' },
  'commerce.authentication_done': { text: 'This payment is no longer waiting for confirmation.' },
  'commerce.webhook_signature': { text: 'The event signature is not valid.' },
  'commerce.provider_unavailable': {
    text: 'The payment service is not answering. Nothing was charged; try again in a moment.',
  },
  'commerce.payout_legal_name': { text: 'Enter your legal name as your bank knows it.' },
  'commerce.payout_dob': { text: 'Enter your date of birth.' },
  'commerce.payout_routing': { text: 'Enter the 9-digit routing number.' },
  'commerce.payout_account_number': { text: 'Enter the bank account number (4 to 17 digits).' },
  'commerce.payout_routing_test': { text: 'In test mode, use the routing number 110000000.' },
  'commerce.payout_account_test': { text: 'In test mode, use a test account number such as 000123456789.' },
  'payments.decline.card_declined': { text: 'Your card was declined. Nothing was charged; try another card.' },
  'payments.decline.insufficient_funds': { text: 'Your card has insufficient funds. Nothing was charged.' },
  'payments.decline.expired_card': { text: 'Your card has expired. Nothing was charged.' },
  'payments.decline.incorrect_cvc': { text: "Your card's security code is incorrect. Nothing was charged." },
  'payments.decline.incorrect_number': { text: 'Your card number is incorrect.' },
  'payments.decline.authentication_failed': { text: 'Your bank could not confirm this payment. Nothing was charged.' },
  'payments.decline.processing_error': { text: 'The card could not be processed. Nothing was charged; try again.' },

  ...CONTENT_MESSAGES,
} as const satisfies Record<string, Entry>;

export type MessageCode = keyof typeof MESSAGE_CATALOGUE;
/** What an error says, by code: the web translates it, the English text is only the fallback. */
export type CodedMessage = { code: MessageCode; params: MessageParams };

export const MESSAGE_CODES = Object.keys(MESSAGE_CATALOGUE) as MessageCode[];

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(MESSAGE_CATALOGUE, value);
}

/** Fills `{{name}}` from `params`, then from the catalogue's own values (a client-side check has no parameters). */
export function interpolate(template: string, params: MessageParams): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The parameters a code's text uses when the caller gave none (see the file's comment). */
export function defaultParams(code: MessageCode): MessageParams {
  const entry: Entry = MESSAGE_CATALOGUE[code];
  return entry.params ?? {};
}

/** The English text of a code: the fallback every answer carries as `message`. */
export function englishText(code: MessageCode, params: MessageParams = {}): string {
  return interpolate(MESSAGE_CATALOGUE[code].text, { ...defaultParams(code), ...params });
}
