import { readAttachmentName } from '@/domain/export/attachment-name';
import { readRequestError } from './api-client';
import { apiFetch, serverUrl } from './server-url';

export type TExportFormat = 'json' | 'csv';

const fallbackName: Record<TExportFormat, string> = {
  json: 'compound-export.json',
  csv: 'compound-export.zip',
};

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode with one argument per byte overflows the stack on large files.
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/** The share sheet's answer when the person closes it without choosing: not a failure. */
function isShareCancelled(error: unknown): boolean {
  return error instanceof Error && /cancel/i.test(error.message);
}

/**
 * The data export inside the apps. A web view cannot download an attachment the way a browser does
 * (and the apps sign in with a bearer token, which a plain link would not carry), so the app fetches
 * the export, writes it to its cache folder and opens the system share sheet with the file, from which
 * the person saves it to Files or Drive, or sends it on.
 */
export async function shareExport(format: TExportFormat): Promise<void> {
  const response = await apiFetch(serverUrl(`/api/export?format=${format}`));
  if (!response.ok) throw await readRequestError(response);
  const name = readAttachmentName(response.headers.get('content-disposition')) ?? fallbackName[format];
  const data = toBase64(new Uint8Array(await response.arrayBuffer()));
  const [{ Directory, Filesystem }, { Share }] = await Promise.all([
    import('@capacitor/filesystem'),
    import('@capacitor/share'),
  ]);
  const { uri } = await Filesystem.writeFile({ path: name, data, directory: Directory.Cache });
  try {
    await Share.share({ title: 'Your Compound data', dialogTitle: 'Save your Compound data', files: [uri] });
  } catch (error) {
    if (!isShareCancelled(error)) throw error;
  }
}
