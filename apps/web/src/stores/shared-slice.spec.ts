import {
  creditSpent,
  initialSharedState,
  monthlyAvailableCreditsSet,
  sharedCountersLoaded,
  sharedSlice,
} from './shared-slice';

const reduce = sharedSlice.reducer;

describe('shared slice', () => {
  it('takes the counters users/me answers', () => {
    const state = reduce(
      initialSharedState,
      sharedCountersLoaded({ monthlyAvailableCredits: 10, downloadLimit: 500, notificationCount: 2 }),
    );
    expect(state).toEqual({ monthlyAvailableCredits: 10, downloadLimit: 500, notificationCount: 2 });
  });

  it('drops the credit count by one per credit spent', () => {
    const state = reduce(reduce(initialSharedState, monthlyAvailableCreditsSet(2)), creditSpent());
    expect(state.monthlyAvailableCredits).toBe(1);
  });

  it('never drops the credit count below 0', () => {
    let state = reduce(initialSharedState, monthlyAvailableCreditsSet(1));
    state = reduce(state, creditSpent());
    state = reduce(state, creditSpent());
    state = reduce(state, creditSpent());
    expect(state.monthlyAvailableCredits).toBe(0);
  });
});
