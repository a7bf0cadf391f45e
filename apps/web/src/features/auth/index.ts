// What other features use of sign-in: the login and signup wording (its calls, their cache tags, and how it
// reads on the sign-in pages), which admins edit on /settings/loginverbiage and /settings/signupverbiage.
// Also whether Google sign-in is configured (the login wording page says how to turn it on).
export { useGetLoginWordingQuery, useGetPublicSettingsQuery, useGetSignupWordingQuery, WORDING_TAGS } from './api';
export { Wording } from './components/Wording';
