import { FREE_TRIAL_LIMIT } from '../../../domain/trial';
import { MAX_CLONES_PER_HOLDER } from '../../../domain/voice';
import { describeWait } from '../../describe-wait';
import admin from './admin';
import aiTools from './ai-tools';
import investor from './investor';
import staffSignIn from './staff-sign-in';
import voiceTools from './voice-tools';

/**
 * The words of every refusal (netlify/lib/http/server-messages.ts): a key is the refusal's code, a function a refusal
 * with a number in it. Every function loads these words, so this file imports only leaf modules.
 */
const english = {
  duplicateApplication: 'An application with this e-mail and mobile number was already received in the last 24 hours.',
  noApplication: 'No application with that registration number',
  certificateNotReady: 'The certificate is available once the application is approved',
  notJson: 'Request body must be JSON',
  jsonMediaType: 'Request body must be sent with Content-Type: application/json.',
  crossSite: 'Requests from other websites are not accepted.',
  tooBusy: 'Too many requests at once. Please try again.',
  internalError: 'Something went wrong on our side. Please try again later.',
  notFound: 'Not found',
  replyInterrupted: 'The answer was interrupted. Please try again.',
  requestTimeout: 'The request did not arrive whole in time. Please try again.',
  backupNotFound: 'There is no backup of that day (the retention rule may have deleted it).',
  methodNotAllowed: 'Method not allowed',
  invalidInvestorCode: investor.invalidCode,
  statementSignIn: 'Sign in to download your statement',
  statementFormat: 'Ask for the statement as format=pdf or format=txt.',
  trialBlocked: `Your free trial of ${FREE_TRIAL_LIMIT} characters is used up. Log in with your card to continue.`,
  trialExceeded: 'This text is longer than what is left of your free trial.',
  voiceNotFound: 'Voice not found',
  invalidCardLogin: aiTools.invalidLogin,
  cloneLoginRequired: 'Voice cloning is for card holders. Log in with your card to clone a voice.',
  cloneLimitReached: `You can keep up to ${MAX_CLONES_PER_HOLDER} cloned voices. Delete one of yours to clone another.`,
  unsupportedAudio: voiceTools.unsupportedAudio,
  uploadTooLarge: voiceTools.uploadTooLarge,
  adminInvalidPassword: staffSignIn.invalidPassword,
  searchNotUnderstood: admin.searchHint,
  adminLoginRequired: 'Admin login required',
  staffRoleRequired: 'Your staff role does not allow this.',
  setupLinkInvalid: 'This set-up link is not valid any more. Ask the owner for a new one.',
  setupCodeWrong: 'That code does not match the authenticator. Check the time on your phone and try again.',
  staffEmailTaken: 'A staff member with this e-mail already exists.',
  noStaffMember: 'No staff member with this e-mail.',
  ownerKeepsOwnAccess: 'You cannot disable yourself.',
  lastOwner: 'The site needs an owner: make another member owner before taking this owner role away.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordTooWeak:
    'This password is too easy to guess: it is common, a pattern or made of your name. Use four or more unrelated words.',
  studentInvalidCode: 'That code is wrong or has expired. Ask for a new code and try again.',
  studentSignIn: 'Sign in to the student portal first.',
  invalidRegistrationNumber: 'Enter your registration number as it is on your slip, for example AVI-2026-7K3M9Q.',
  noCardHolder: 'No card holder with this mobile number.',
  cardHolderExists: 'A card holder with this mobile number already exists.',
  cardSearchNotUnderstood:
    'Search by part of a mobile number or of a name: letters, digits and spaces, up to 60 characters.',
  cardHolderChanged:
    'Someone else changed this card meanwhile. Its current details are shown now: check them and try again.',
  noInvestor: 'No investor with this code.',
  investorChangedMeanwhile:
    'Another officer saved this investor after you opened it. Your change was not saved: the page now shows the current state. Check it and save again.',
  noTransaction: 'This investor has no transaction with that ID.',
  uploadChangedMeanwhile:
    'An investor in this file changed after your preview. Nothing was written: preview the file again and check the changes.',
  uploadNeedsPreview: 'This upload does not match its preview. Nothing was written: preview the file again.',
  noLedgerUpload: 'There is no ledger upload with this ID.',
  uploadHasBadRows: 'The file has rows with problems. Nothing was written: fix them and preview the file again.',
  alreadyReversed: 'This transaction has already been reversed.',
  reversalOfReversal: 'A reversing entry cannot be reversed. Record a new transaction instead.',
  speechJobInvalid: 'This part does not belong to a text you started speaking. Please try again.',
  speechJobExpired: 'Speaking this text took too long. Please generate it again.',
  replyTokenInvalid: 'This voice message can only speak a reply from Vauxa.',
  replyTokenExpired: 'This voice message has expired. Send your message again to hear the reply.',
  voiceNotAllowed: 'voiceId: choose one of the persona voices or one of your own voices.',
  speechFailed: 'Could not make the voice message. Please try again later.',
  noImageProvider: 'Image generation is not available: no image provider is configured.',
  imageFailed: 'Image generation failed. Please try again later.',
  readingFailed: 'Could not read this tongue twister aloud. Please try again later.',
  noTwister: 'No tongue twister with this id',
  notSignedIn: 'Not signed in',
  tooManyAttempts: (seconds: number) => `Too many attempts. Please try again in ${describeWait(seconds, 'en')}.`,
  payloadTooLarge: (kilobytes: number) => `Request body must be at most ${kilobytes} KB`,
};

export default english;
