import {
  alertsBody,
  alertsView,
  editProfileBody,
  envelopeOf,
  logoParams,
  organizationFields,
  organizationLogoBody,
  organizationView,
  pagedEnvelopeOf,
  profileView,
  timeZoneView,
  userIdParams,
  wholeListQuery,
} from '@trailpost/contracts';

const tags = ['Settings'];

export const getProfileSchema = {
  tags,
  summary: "The caller's profile",
  description: "The caller's own profile: name, e-mail, date format, time zone (with its current offset) and the daily digest switch. Any signed-in user.",
  response: { 200: envelopeOf(profileView) },
};
export const editProfileSchema = {
  tags,
  summary: 'Save name, date format and time zone',
  description: "Saves the caller's own name, date format and time zone, whatever its role; screens, exports and e-mails use them from then on. Answers the saved profile.",
  body: editProfileBody,
  response: { 200: envelopeOf(profileView) },
};
export const timeZonesSchema = {
  tags,
  summary: 'Every IANA time zone with its current offset',
  description: "Every IANA time zone with its current UTC offset, west to east, then by name; an entry's `id` is what `time_zone_id` of `PUT /user/edit_profile` takes.",
  querystring: wholeListQuery,
  response: { 200: pagedEnvelopeOf(timeZoneView) },
};
export const alertsSchema = {
  tags,
  summary: 'Turn the daily digest e-mail on or off',
  description: "Turns the caller's daily digest e-mail on or off: it leaves around 08:00 in the user's time zone with the previous day's figures (nothing for a day without any). `id` must be the caller's own user id; another user's id answers 404.",
  params: userIdParams,
  body: alertsBody,
  response: { 200: envelopeOf(alertsView) },
};

const orgTags = ['Organization'];
export const getOrganizationSchema = {
  tags: orgTags,
  summary: "The account's company details and logo",
  description: "The account's company details, the public address of its logo, and whether sub-users must use two-step sign-in. Needs the `settings` access.",
  response: { 200: envelopeOf(organizationView) },
};
export const saveOrganizationSchema = {
  tags: orgTags,
  summary: 'Save the company details',
  description: 'Saves the company details; needs the `settings` access. The set is replaced as sent: `address2`, `zipcode` and `website_url` left out are cleared, a `country_name` not in `GET /country/list` answers 400, and only the main account may change `require_two_factor` (403). Changes are recorded as `organization.updated` in the audit log.',
  body: organizationFields,
  response: { 200: envelopeOf(organizationView) },
};
export const logoSchema = {
  tags: orgTags,
  summary: 'Set the logo from a signed upload (its url), or remove it (null)',
  description: "Sets the organization's logo from an image the account has just uploaded through `GET /user/awsservice/presignedurl/image` (PNG or JPEG by its content, at most 1 MB), or removes it with `null`; needs the `settings` access. An upload that is not the account's, is missing, too large or not such an image answers 400; a new logo gets a new public address, which tracking pages and e-mails show.",
  body: organizationLogoBody,
  response: { 200: envelopeOf(organizationView) },
};
export const publicLogoSchema = {
  tags: orgTags,
  summary: "A merchant's logo (public: tracking page and e-mails)",
  description: "A merchant's current logo image (PNG or JPEG), for tracking pages and e-mails; no sign-in needed, at most 600 requests per client per minute. Any file that is not the current logo answers 404; a logo's address never changes its content, so it may be cached for good.",
  params: logoParams,
};
