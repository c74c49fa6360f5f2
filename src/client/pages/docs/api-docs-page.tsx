import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  filterOperations,
  summariseOpenApi,
  type TOpenApiDocument,
  type TOperationSummary,
} from '@/domain/api-docs/openapi-summary';
import { PublicContentLayout } from '../../components/content/public-content-layout';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { TextLink } from '../../components/ui/text-link';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { serverUrl } from '../../lib/server-url';

async function fetchOpenApiDocument(): Promise<TOpenApiDocument> {
  const response = await fetch(serverUrl('/api/openapi.json'));
  if (!response.ok) throw new Error(`The API description could not be loaded (${response.status}).`);
  return response.json();
}

const curlExample = `curl https://your-compound.example/api/habits \\
  -H "Authorization: Bearer cmp_…"

curl -X PUT https://your-compound.example/api/habit-logs \\
  -H "Authorization: Bearer cmp_…" -H "Content-Type: application/json" \\
  -d '{"habit_id": "…", "date": "2026-11-25", "value_boolean": true}'`;

/** /docs/api: the open API, rendered from the OpenAPI document the server writes from its route schemas. */
export function ApiDocsPage() {
  useDocumentTitle('API reference');
  const document = useQuery({ queryKey: ['openapi'], queryFn: fetchOpenApiDocument, staleTime: Infinity });
  const [query, setQuery] = useState('');
  const operations = useMemo(() => (document.data ? summariseOpenApi(document.data) : []), [document.data]);
  const shown = filterOperations(operations, query);
  return (
    <PublicContentLayout mainClassName="max-w-4xl space-y-8 py-8" footer={false}>
      <div className="space-y-3">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">API reference</h1>
        <p className="text-sm text-ink-muted">
          Everything the Compound app does goes through this JSON API, and your scripts can use it too. Create
          a token in <TextLink to="/settings#api-tokens">Settings → API tokens</TextLink> (read, or read and
          write) and send it with each request. Errors always answer{' '}
          <code className="text-xs">{'{"error": {"code", "message"}}'}</code>: a 4xx status for a request to
          change, and 503 with Retry-After for a moment when the server's database restarts (send it again); a
          token may make 300 requests a minute. The machine-readable document is at{' '}
          <a className="text-accent underline" href="/api/openapi.json">
            /api/openapi.json
          </a>{' '}
          (OpenAPI 3.1).
        </p>
        <pre className="overflow-x-auto rounded-xl bg-surface-muted p-4 text-xs">{curlExample}</pre>
      </div>
      <TextField
        label="Find a route"
        type="search"
        placeholder="habits, POST, goals…"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="max-w-sm"
      />
      {document.isPending && (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner /> Loading the API description…
        </p>
      )}
      {document.isError && (
        <LoadError
          title="The API reference did not load"
          message={document.error.message}
          onRetry={() => void document.refetch()}
        />
      )}
      {document.data && shown.length === 0 && (
        <p className="text-sm text-ink-muted">No route matches “{query}”.</p>
      )}
      <ul aria-label="Routes" className="space-y-3">
        {shown.map((operation) => (
          <OperationCard key={operation.id} operation={operation} />
        ))}
      </ul>
    </PublicContentLayout>
  );
}

const methodTone: Record<string, string> = {
  GET: 'bg-accent-soft text-accent',
  DELETE: 'bg-danger/10 text-danger',
};

function OperationCard({ operation }: { operation: TOperationSummary }) {
  return (
    <li id={operation.id} className="rounded-xl border border-line bg-surface">
      <details>
        <summary className="flex cursor-pointer flex-wrap items-center gap-3 px-4 py-3 focus-visible:outline-2 focus-visible:outline-focus">
          <span
            className={`w-16 shrink-0 rounded-md px-2 py-0.5 text-center text-xs font-semibold ${methodTone[operation.method] ?? 'bg-surface-muted text-ink'}`}
          >
            {operation.method}
          </span>
          <code className="min-w-0 text-sm break-all">{operation.path}</code>
          <span className="ml-auto text-xs text-ink-muted">{operation.tag}</span>
          {operation.summary && <span className="w-full text-sm text-ink-muted">{operation.summary}</span>}
        </summary>
        <div className="space-y-4 border-t border-line px-4 py-4 text-sm">
          {operation.parameters.length > 0 && (
            <div>
              <h3 className="font-medium">Parameters</h3>
              <ul className="mt-1 space-y-1 text-ink-muted">
                {operation.parameters.map((parameter) => (
                  <li key={`${parameter.in}-${parameter.name}`}>
                    <code className="text-ink">{parameter.name}</code> ({parameter.in}
                    {parameter.required ? ', required' : ''}): {parameter.type}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {operation.requestExample !== null && (
            <Example title="Request body" value={operation.requestExample} />
          )}
          <div>
            <h3 className="font-medium">Answers</h3>
            <ul className="mt-1 space-y-2">
              {operation.responses.map((response) => (
                <li key={response.status}>
                  <span className="font-mono text-xs">{response.status}</span>{' '}
                  <span className="text-ink-muted">{response.description}</span>
                  {response.example !== null && <Example title="Example" value={response.example} />}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </details>
    </li>
  );
}

function Example({ title, value }: { title: string; value: unknown }) {
  return (
    <div className="mt-1">
      <h4 className="text-xs font-medium text-ink-muted">{title}</h4>
      <pre className="mt-1 max-h-72 overflow-auto rounded-lg bg-surface-muted p-3 text-xs">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}
