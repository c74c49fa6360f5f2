import { useEffect, useState } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { useLocation, useNavigate } from 'react-router';
import { readGateBypass, writeGateBypass } from '../../lib/access-storage';
import { showToast } from '../../lib/toast-store';

/**
 * The admin's bypass of the upgrade gate (spec 4), remembered for this browser session: mod+shift+b
 * toggles it, ?bypass=1 or the 'Admin Skip' button turns it on. Nobody else can turn it on.
 */
export function useGateBypass(isAdmin: boolean) {
  const [bypass, setBypass] = useState(readGateBypass);
  const location = useLocation();
  const navigate = useNavigate();

  const turnOn = (title: string) => {
    writeGateBypass(true);
    setBypass(true);
    showToast({ title });
  };

  useHotkeys(
    'mod+shift+b',
    () => {
      if (!isAdmin) return;
      if (readGateBypass()) {
        writeGateBypass(false);
        setBypass(false);
        showToast({ title: 'Upgrade gate bypass disabled' });
      } else {
        turnOn('Upgrade gate bypassed for this session');
      }
    },
    { enableOnFormTags: true, preventDefault: () => isAdmin },
    [isAdmin],
  );

  useEffect(() => {
    if (!isAdmin) return;
    const params = new URLSearchParams(location.search);
    if (params.get('bypass') !== '1') return;
    params.delete('bypass');
    const rest = params.toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
    writeGateBypass(true);
    setBypass(true);
    showToast({ title: 'Admin: Upgrade gate bypassed' });
  }, [isAdmin, location.search, location.pathname, navigate]);

  return { bypass, skip: () => turnOn('Admin: Upgrade gate bypassed') };
}
