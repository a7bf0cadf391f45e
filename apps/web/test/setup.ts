// Runs before every web spec: Testing Library's findBy*/waitFor wait up to 10 s (default 1 s), so specs that
// wait on real timers and many renders pass on a busy 2-core machine as on a quiet one; a spec that never
// gets there still fails, only later.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
