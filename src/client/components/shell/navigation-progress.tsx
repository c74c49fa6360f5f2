import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page's code or data loads, so a click never feels ignored. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden">
      <div className="navigation-progress h-full bg-accent" />
    </div>
  );
}
