/**
 * ElevenLabs over plain fetch (https://elevenlabs.io/docs/api-reference). The key goes only to the API base URL, in the
 * xi-api-key header; voice preview files (preview_url, on a storage host) are fetched without it.
 * Failures become a typed ProviderError: quota (401 with detail.status 'quota_exceeded'), unauthorized
 * (other 401), rate_limited (429, with Retry-After), validation (400/422), voice_not_found (404),
 * upstream (other statuses, empty audio), network (no answer, timeout).
 */

import { DEFAULT_SPEECH_MODEL } from '../../../src/domain/voice';
import { visibleVoices } from '../../../src/domain/voice-names';
import type { Voice } from '../../../src/domain/voice-schemas';
import { PREVIEW_SENTENCES } from './embedded-voices';
import type { AudioResult, ClonedVoice, CloneRequest, SynthesisRequest, VoiceProvider } from './provider';
import { ProviderError } from './provider-error';

export const ELEVENLABS_DEFAULT_BASE_URL = 'https://api.elevenlabs.io';
/** Text to speech uses a turbo model (fast, lower cost). */
export const ELEVENLABS_DEFAULT_MODEL = DEFAULT_SPEECH_MODEL;
export const ELEVENLABS_OUTPUT_FORMAT = 'mp3_44100_128';
export const ELEVENLABS_VOICE_SETTINGS = { stability: 0.5, similarity_boost: 0.75 } as const;
const DEFAULT_TIMEOUT_MS = 20_000;
const PAGE_SIZE = 100;
const MAX_PAGES = 5;

export interface ElevenLabsOptions {
  apiKey: string;
  /** Default https://api.elevenlabs.io (ELEVENLABS_BASE_URL). */
  baseUrl?: string | undefined;
  timeoutMs?: number | undefined;
  fetch?: typeof fetch | undefined;
}

interface ElevenLabsVoice {
  voice_id: string;
  name?: string | null;
  category?: string | null;
  description?: string | null;
  preview_url?: string | null;
}

interface VoicesPage {
  voices?: ElevenLabsVoice[];
  has_more?: boolean;
  next_page_token?: string | null;
}

function detailMessage(body: unknown): { status?: string; message?: string } {
  if (!body || typeof body !== 'object' || !('detail' in body)) return {};
  const detail = (body as { detail: unknown }).detail;
  if (typeof detail === 'string') return { message: detail };
  if (Array.isArray(detail)) {
    const messages = detail
      .map((item) => (item && typeof item === 'object' && 'msg' in item ? String(item.msg) : ''))
      .filter(Boolean);
    return { message: messages.join('; ') };
  }
  if (detail && typeof detail === 'object') {
    const { status, message } = detail as { status?: unknown; message?: unknown };
    return {
      ...(typeof status === 'string' ? { status } : {}),
      ...(typeof message === 'string' ? { message } : {}),
    };
  }
  return {};
}

/** Turns a non-ok ElevenLabs answer into a ProviderError. */
export async function errorFromResponse(response: Response): Promise<ProviderError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const { status: detailStatus, message } = detailMessage(body);
  const status = response.status;
  const said = message ? `: ${message}` : '';
  if (status === 401 && detailStatus === 'quota_exceeded') {
    return new ProviderError('quota_exceeded', `ElevenLabs quota exceeded${said}`, { status });
  }
  if (status === 401 || status === 403)
    return new ProviderError('unauthorized', `ElevenLabs refused the key${said}`, { status });
  if (status === 429) {
    const retry = Number(response.headers.get('retry-after'));
    return new ProviderError('rate_limited', `ElevenLabs rate limit${said}`, {
      status,
      retryAfterSeconds: Number.isFinite(retry) && retry > 0 ? retry : undefined,
    });
  }
  if (status === 400 || status === 422)
    return new ProviderError('validation', `ElevenLabs rejected the request${said}`, { status });
  if (status === 404)
    return new ProviderError('voice_not_found', `ElevenLabs does not know this voice${said}`, { status });
  return new ProviderError('upstream', `ElevenLabs answered ${status}${said}`, { status });
}

/** The URL when it is a well-formed http(s) address, otherwise undefined. */
function httpUrl(value: string | null | undefined): string | undefined {
  if (!value || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
}

function fileName(mimeType: string): string {
  const extension = /wav/.test(mimeType)
    ? 'wav'
    : /mpeg|mp3/.test(mimeType)
      ? 'mp3'
      : /webm/.test(mimeType)
        ? 'webm'
        : /ogg/.test(mimeType)
          ? 'ogg'
          : /mp4|m4a|aac/.test(mimeType)
            ? 'm4a'
            : 'audio';
  return `sample.${extension}`;
}

export class ElevenLabsProvider implements VoiceProvider {
  readonly engine = 'elevenlabs' as const;
  private readonly apiKey: string;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(options: ElevenLabsOptions) {
    this.apiKey = options.apiKey;
    this.baseUrl = (options.baseUrl || ELEVENLABS_DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.fetchImpl = options.fetch ?? fetch;
  }

  /** fetch with a timeout; a missing answer becomes ProviderError 'network'. */
  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetchImpl(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new ProviderError(
        'network',
        timedOut ? 'ElevenLabs did not answer in time.' : 'ElevenLabs could not be reached.',
        {
          cause: error,
        },
      );
    }
  }

  /** A call to the API with the key; non-ok answers throw. */
  private async call(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('xi-api-key', this.apiKey);
    const response = await this.send(`${this.baseUrl}${path}`, { ...init, headers });
    if (!response.ok) throw await errorFromResponse(response);
    return response;
  }

  private async json<T>(path: string): Promise<T> {
    const response = await this.call(path, { headers: { accept: 'application/json' } });
    try {
      return (await response.json()) as T;
    } catch (error) {
      throw new ProviderError('upstream', 'ElevenLabs sent an unreadable answer.', { cause: error });
    }
  }

  private static async audio(response: Response): Promise<AudioResult> {
    const audio = new Uint8Array(await response.arrayBuffer());
    if (audio.length === 0) throw new ProviderError('upstream', 'ElevenLabs sent empty audio.');
    return { audio, contentType: 'audio/mpeg', engine: 'elevenlabs' };
  }

  /** The account's voices, cloned ones hidden. */
  async listVoices(): Promise<Voice[]> {
    const voices: Voice[] = [];
    let token: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const query = new URLSearchParams({ page_size: String(PAGE_SIZE) });
      if (token) query.set('next_page_token', token);
      const body = await this.json<VoicesPage>(`/v2/voices?${query}`);
      for (const voice of body.voices ?? []) {
        if (!voice?.voice_id) continue;
        voices.push({
          voice_id: voice.voice_id,
          name: voice.name ?? voice.voice_id,
          category: voice.category ?? 'premade',
          description: voice.description ?? '',
        });
      }
      token = body.has_more && body.next_page_token ? body.next_page_token : undefined;
      if (!token) break;
    }
    return visibleVoices(voices);
  }

  async synthesize({ text, voiceId, modelId }: SynthesisRequest): Promise<AudioResult> {
    const query = new URLSearchParams({ output_format: ELEVENLABS_OUTPUT_FORMAT });
    const response = await this.call(`/v1/text-to-speech/${encodeURIComponent(voiceId)}?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'audio/mpeg' },
      body: JSON.stringify({
        text,
        model_id: modelId || ELEVENLABS_DEFAULT_MODEL,
        voice_settings: ELEVENLABS_VOICE_SETTINGS,
      }),
    });
    return ElevenLabsProvider.audio(response);
  }

  /** The voice's own preview file when it has one, otherwise a short sample spoken by it. */
  async preview(voiceId: string): Promise<AudioResult> {
    const voice = await this.json<ElevenLabsVoice>(`/v1/voices/${encodeURIComponent(voiceId)}`);
    const previewUrl = httpUrl(voice.preview_url);
    if (previewUrl) {
      const response = await this.send(previewUrl, { headers: { accept: 'audio/mpeg' } });
      if (!response.ok) throw await errorFromResponse(response);
      return ElevenLabsProvider.audio(response);
    }
    return this.synthesize({ text: PREVIEW_SENTENCES.en, voiceId });
  }

  /** Instant voice cloning: POST /v1/voices/add, multipart name, files, description. */
  async cloneVoice({ audio, mimeType, name, description }: CloneRequest): Promise<ClonedVoice> {
    const form = new FormData();
    form.set('name', name);
    form.append(
      'files',
      new Blob([audio.slice()], { type: mimeType || 'application/octet-stream' }),
      fileName(mimeType),
    );
    if (description) form.set('description', description);
    const response = await this.call('/v1/voices/add', { method: 'POST', body: form });
    const body = (await response.json().catch(() => ({}))) as { voice_id?: unknown };
    if (typeof body.voice_id !== 'string' || body.voice_id === '') {
      throw new ProviderError('upstream', 'ElevenLabs did not return a voice id.');
    }
    return { voice_id: body.voice_id, name, engine: 'elevenlabs' };
  }

  /** DELETE /v1/voices/{voice_id}; a voice ElevenLabs does not know (404) is gone already. */
  async deleteVoice(voiceId: string): Promise<void> {
    try {
      await this.call(`/v1/voices/${encodeURIComponent(voiceId)}`, { method: 'DELETE' });
    } catch (error) {
      if (!(error instanceof ProviderError && error.kind === 'voice_not_found')) throw error;
    }
  }
}
