import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { shareExport, type TExportFormat } from '../../lib/native-export';
import { isNative } from '../../lib/platform';
import { serverUrl } from '../../lib/server-url';
import { Button, buttonClasses } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { SettingsSection } from './settings-section';

const formats: { format: TExportFormat; label: string }[] = [
  { format: 'json', label: 'JSON' },
  { format: 'csv', label: 'CSV (zip)' },
];

/** On the web, plain links: the browser downloads the attachment itself, streaming it to disk whatever its size. */
function DownloadLinks() {
  return formats.map(({ format, label }) => (
    <a
      key={format}
      href={serverUrl(`/api/export?format=${format}`)}
      download
      className={buttonClasses({ variant: 'secondary' })}
    >
      <Download aria-hidden="true" className="size-4" />
      Download {label}
    </a>
  ));
}

/** In the apps, the file goes to the system share sheet (native-export.ts). */
function ShareButtons() {
  const exporting = useMutation({ mutationFn: shareExport });
  return (
    <>
      {formats.map(({ format, label }) => (
        <Button
          key={format}
          variant="secondary"
          pending={exporting.isPending && exporting.variables === format}
          disabled={exporting.isPending}
          onClick={() => exporting.mutate(format)}
        >
          <Download aria-hidden="true" className="size-4" />
          Export {label}
        </Button>
      ))}
      {exporting.error && <FormAlert>{exporting.error.message}</FormAlert>}
    </>
  );
}

export function DataExportSection() {
  return (
    <SettingsSection
      id="data"
      title="Your data"
      description="Everything you keep in Compound: habits and their logs, goals, skills and practice, focus, insights and coach conversations."
    >
      <div className="flex flex-col gap-3 sm:flex-row">{isNative ? <ShareButtons /> : <DownloadLinks />}</div>
      <p className="mt-3 text-sm text-ink-subtle">
        JSON is one file with every table; the zip holds one CSV file per table, for spreadsheets.
      </p>
    </SettingsSection>
  );
}
