/**
 * The two generated files that make links to the Compound server open the app (decision 0017):
 * Android's string resource read by the App Links intent filter, and iOS's associated domains.
 */
function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function androidDeepLinkResource(host: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<!-- Written by npm run native:sync from COMPOUND_SERVER_URL; do not edit. -->
<resources>
    <string name="deep_link_host" translatable="false">${escapeXml(host)}</string>
</resources>
`;
}

export function iosEntitlements(host: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<!-- Written by npm run native:sync from COMPOUND_SERVER_URL; do not edit. -->
<plist version="1.0">
<dict>
    <key>com.apple.developer.associated-domains</key>
    <array>
        <string>applinks:${escapeXml(host)}</string>
    </array>
</dict>
</plist>
`;
}
