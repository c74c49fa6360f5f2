/** The account `npm run seed` creates; benchmarks sign in with it. */
export const demoAccount = { email: 'demo@compound.local', password: 'compound-demo-password', name: 'Demo' };
