import { AI_VERSIONS, type AiVersion, type Model } from '../../../src/domain/chat';

/**
 * Any OpenAI-compatible API (OPENAI_API_KEY, optional OPENAI_BASE_URL) over plain fetch: chat completions, with and
 * without streaming, and image generation. Callers fall back to the embedded engines when this throws.
 */

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
const CHAT_TIMEOUT_MS = 30_000;
const IMAGE_TIMEOUT_MS = 90_000;
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface OpenAiConfig {
  apiKey: string;
  baseUrl: string;
}

/** The configured provider, or undefined when no key is set. */
export function openAiConfig(env: NodeJS.ProcessEnv = process.env): OpenAiConfig | undefined {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return undefined;
  return { apiKey, baseUrl: (env.OPENAI_BASE_URL?.trim() || DEFAULT_OPENAI_BASE_URL).replace(/\/+$/, '') };
}

/** The three model slots: AI version 1.5 / 1.2 / 1.1, which the settings models gpt-4o / gpt-4 / gpt-3.5-turbo share. */
const modelSlots = {
  '1.5': { env: 'OPENAI_MODEL_V15', fallback: 'gpt-4o' },
  '1.2': { env: 'OPENAI_MODEL_V12', fallback: 'gpt-4' },
  '1.1': { env: 'OPENAI_MODEL_V11', fallback: 'gpt-3.5-turbo' },
} as const satisfies Record<AiVersion, { env: string; fallback: string }>;

const versionOfModel = Object.fromEntries(AI_VERSIONS.map((v) => [v.model, v.id])) as Record<Model, AiVersion>;

/** The provider's model id for the page's settings model (when sent) or AI version. */
export function modelFor(aiVersion: AiVersion, model?: Model, env: NodeJS.ProcessEnv = process.env): string {
  const slot = modelSlots[model ? versionOfModel[model] : aiVersion];
  return env[slot.env]?.trim() || slot.fallback;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

async function post(config: OpenAiConfig, path: string, body: unknown, signal: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw new ProviderError(`provider unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 200);
    throw new ProviderError(`provider answered ${response.status}: ${detail}`);
  }
  return response;
}

function withTimeout(ms: number, signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/** One chat completion, whole. */
export async function chatCompletion(
  config: OpenAiConfig,
  model: string,
  messages: ChatMessage[],
  signal?: AbortSignal,
): Promise<string> {
  const response = await post(config, '/chat/completions', { model, messages }, withTimeout(CHAT_TIMEOUT_MS, signal));
  const data = (await response.json().catch(() => null)) as {
    choices?: { message?: { content?: unknown } }[];
  } | null;
  const content = data?.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new ProviderError('provider answered no text');
  return content;
}

/** A streamed chat completion: yields text deltas as the provider's Server-Sent Events arrive. */
export async function* chatCompletionStream(
  config: OpenAiConfig,
  model: string,
  messages: ChatMessage[],
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const response = await post(
    config,
    '/chat/completions',
    { model, messages, stream: true },
    withTimeout(CHAT_TIMEOUT_MS, signal),
  );
  if (!response.body) throw new ProviderError('provider sent no stream');
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return;
        let event: { choices?: { delta?: { content?: unknown } }[] };
        try {
          event = JSON.parse(data);
        } catch {
          throw new ProviderError('provider sent a malformed event');
        }
        const delta = event.choices?.[0]?.delta?.content;
        if (typeof delta === 'string' && delta) yield delta;
      }
    }
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    throw new ProviderError(`provider stream failed: ${(error as Error).message}`);
  } finally {
    reader.releaseLock();
  }
}

/** Generates one image and returns it as a data: URL (the page loads nothing from third parties). */
export async function generateImage(config: OpenAiConfig, prompt: string, env = process.env): Promise<string> {
  const model = env.OPENAI_IMAGE_MODEL?.trim() || 'dall-e-3';
  const body: Record<string, unknown> = { model, prompt, n: 1, size: env.OPENAI_IMAGE_SIZE?.trim() || '1024x1024' };
  // gpt-image models always answer base64 and reject response_format.
  if (!model.startsWith('gpt-image')) body.response_format = 'b64_json';
  const signal = withTimeout(IMAGE_TIMEOUT_MS);
  const response = await post(config, '/images/generations', body, signal);
  const data = (await response.json().catch(() => null)) as { data?: { b64_json?: unknown; url?: unknown }[] } | null;
  const image = data?.data?.[0];
  if (typeof image?.b64_json === 'string' && image.b64_json) return `data:image/png;base64,${image.b64_json}`;
  if (typeof image?.url === 'string' && /^https?:\/\//.test(image.url)) {
    // A provider that only answers a URL: fetch it here and hand the page the bytes.
    const file = await fetch(image.url, { signal }).catch(() => undefined);
    const bytes = file?.ok ? new Uint8Array(await file.arrayBuffer()) : undefined;
    if (bytes && bytes.byteLength > 0 && bytes.byteLength <= MAX_IMAGE_BYTES) {
      const type = file?.headers.get('content-type')?.split(';')[0] ?? 'image/png';
      return `data:${type.startsWith('image/') ? type : 'image/png'};base64,${Buffer.from(bytes).toString('base64')}`;
    }
  }
  throw new ProviderError('provider answered no image');
}
