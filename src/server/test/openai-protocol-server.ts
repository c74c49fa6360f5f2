import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible endpoint (design.md principle 6): a real HTTP server answering
 * POST /v1/chat/completions in the real protocol, streamed (`chat.completion.chunk` SSE chunks, then
 * `data: [DONE]`) or not (`chat.completion`), so the provider under test is driven through the official SDK.
 * Each request takes the next scripted reply; with none queued it answers "Hello from the test model."
 */
export type TScriptedReply = {
  /** Text content, one chunk each. */
  text?: string[];
  /** A tool call; its arguments JSON cut into chunks, as models stream them. */
  toolCalls?: { name: string; arguments: string[] }[];
  /** An HTTP error instead of an answer, with OpenAI's error body. */
  status?: number;
  errorMessage?: string;
  /** How the answer ends: normally; the socket destroyed (before any byte when nothing precedes it); or no more bytes. */
  end?: 'complete' | 'drop' | 'stall';
  /** Waits this long before the first chunk. */
  firstChunkDelayMs?: number;
  /** Waits this long between text chunks. */
  chunkDelayMs?: number;
};

export type TRecordedRequest = {
  model: string;
  stream: boolean;
  messages: { role: string; content: unknown }[];
  tools?: { type: string; function: { name: string; parameters: unknown } }[];
  tool_choice?: unknown;
  authorization: string | undefined;
  /** Set once the connection of this request has closed (finished, dropped, or aborted by the client). */
  closed: boolean;
  /** performance.now() when the request arrived and when its first text chunk was written: the model's own time. */
  receivedAt: number;
  firstTextAt: number | null;
};

export type TOpenAiProtocolServer = {
  /** The base URL for OPENAI_BASE_URL (ends in /v1). */
  baseUrl: string;
  requests: TRecordedRequest[];
  enqueue: (...replies: TScriptedReply[]) => void;
  /** Forgets queued replies and recorded requests (between tests). */
  reset: () => void;
  close: () => Promise<void>;
};

const defaultReply: TScriptedReply = { text: ['Hello from ', 'the test model.'] };

export async function startOpenAiProtocolServer(): Promise<TOpenAiProtocolServer> {
  const queue: TScriptedReply[] = [];
  const requests: TRecordedRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();

  const server = createServer(async (request, response) => {
    const receivedAt = performance.now();
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      return sendError(response, 404, `No route ${request.method} ${request.url}`);
    }
    const body = JSON.parse(await readBody(request)) as Pick<
      TRecordedRequest,
      'model' | 'stream' | 'messages' | 'tools' | 'tool_choice'
    >;
    const recorded: TRecordedRequest = {
      ...body,
      stream: body.stream === true,
      authorization: request.headers.authorization,
      closed: false,
      receivedAt,
      firstTextAt: null,
    };
    requests.push(recorded);
    response.on('close', () => {
      recorded.closed = true;
    });
    const reply = queue.shift() ?? defaultReply;
    if (reply.firstChunkDelayMs) await delay(reply.firstChunkDelayMs);
    if (reply.status) return sendError(response, reply.status, reply.errorMessage ?? 'Scripted failure');
    if (!reply.text?.length && !reply.toolCalls?.length && reply.end === 'drop') {
      return request.socket.destroy();
    }
    if (body.stream) return streamReply(request, response, recorded, reply);
    return sendCompletion(response, body.model, reply);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: () => closeServer(server, sockets),
  };
}

/** A URL nothing listens on, for connection-refused failures. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await closeServer(server, new Set());
  return `http://127.0.0.1:${port}/v1`;
}

async function streamReply(
  request: IncomingMessage,
  response: ServerResponse,
  recorded: TRecordedRequest,
  reply: TScriptedReply,
) {
  const { model } = recorded;
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const id = `chatcmpl-${Date.now()}`;
  const created = Math.floor(Date.now() / 1000);
  const send = (delta: Record<string, unknown>, finishReason: string | null = null) =>
    new Promise<void>((resolve) =>
      response.write(
        `data: ${JSON.stringify({
          id,
          object: 'chat.completion.chunk',
          created,
          model,
          choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
        })}\n\n`,
        () => resolve(),
      ),
    );

  await send({ role: 'assistant', content: '' });
  for (const [index, text] of (reply.text ?? []).entries()) {
    if (index > 0 && reply.chunkDelayMs) await delay(reply.chunkDelayMs);
    recorded.firstTextAt ??= performance.now();
    await send({ content: text });
  }
  for (const [index, call] of (reply.toolCalls ?? []).entries()) {
    await send({
      tool_calls: [
        { index, id: `call_${index}`, type: 'function', function: { name: call.name, arguments: '' } },
      ],
    });
    for (const part of call.arguments) await send({ tool_calls: [{ index, function: { arguments: part } }] });
  }
  if (reply.end === 'drop') {
    // Once the chunks have reached the client, so the failure is mid-stream rather than before the answer.
    await delay(50);
    return request.socket.destroy();
  }
  if (reply.end === 'stall') return;
  await send({}, reply.toolCalls?.length ? 'tool_calls' : 'stop');
  response.end('data: [DONE]\n\n');
}

function sendCompletion(response: ServerResponse, model: string, reply: TScriptedReply) {
  const toolCalls = (reply.toolCalls ?? []).map((call, index) => ({
    id: `call_${index}`,
    type: 'function',
    function: { name: call.name, arguments: call.arguments.join('') },
  }));
  if (reply.end === 'stall') return;
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      id: `chatcmpl-${Date.now()}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: reply.text?.join('') ?? null,
            refusal: null,
            ...(toolCalls.length > 0 && { tool_calls: toolCalls }),
          },
          logprobs: null,
          finish_reason: toolCalls.length > 0 ? 'tool_calls' : 'stop',
        },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    }),
  );
}

function sendError(response: ServerResponse, status: number, message: string) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      error: {
        message,
        type: status === 429 ? 'rate_limit_exceeded' : 'server_error',
        param: null,
        code: status === 429 ? 'rate_limit_exceeded' : null,
      },
    }),
  );
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

function closeServer(server: Server, sockets: Set<import('node:net').Socket>): Promise<void> {
  for (const socket of sockets) socket.destroy();
  return new Promise((resolve) => server.close(() => resolve()));
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
