import { Download } from 'lucide-react';
import { serverUrl } from '../../lib/server-url';
import { buttonClasses } from '../ui/button';
import { SettingsSection } from './settings-section';

const exportUrls = {
  json: serverUrl('/api/export?format=json'),
  csv: serverUrl('/api/export?format=csv'),
} as const;

/** Plain links: the browser downloads the attachment itself, streaming it to disk whatever its size. */
export function DataExportSection() {
  return (
    <SettingsSection
      id="data"
      title="Your data"
      description="Everything you keep in Compound: habits and their logs, goals, skills and practice, focus, insights and coach conversations."
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <a href={exportUrls.json} download className={buttonClasses({ variant: 'secondary' })}>
          <Download aria-hidden="true" className="size-4" />
          Download JSON
        </a>
        <a href={exportUrls.csv} download className={buttonClasses({ variant: 'secondary' })}>
          <Download aria-hidden="true" className="size-4" />
          Download CSV (zip)
        </a>
      </div>
      <p className="mt-3 text-sm text-ink-subtle">
        JSON is one file with every table; the zip holds one CSV file per table, for spreadsheets.
      </p>
    </SettingsSection>
  );
}
