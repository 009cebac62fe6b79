/**
 * Error statuses an operation answers beyond what its shape implies (400 for any request, 401
 * and 403 signed in, 404 and 414 with a parameter in the path, 409 on signed-in POSTs, 413 and
 * 415 with a JSON body, 429 where limited): looked up by ids in the body, a number, a domain or a link. The route
 * matrix and the fuzz test fail when a route answers a status its document does not list.
 */
export const EXTRA_STATUSES: Record<string, string[]> = {
  'POST /api/user/login': ['401'],
  'POST /api/user/login/two_factor': ['401'],
  'POST /api/user/verify_email': ['404'],
  'POST /api/user/custom_domain/verify': ['400'],
  'POST /api/tracking/bulk/delete': ['404'],
  'POST /api/tracking/bulk/update/status': ['404'],
  'POST /api/tracking/bulk/assign_or_unassign_user': ['404'],
  'POST /api/import/tracking': ['404'],
  'PUT /api/user/refresh_token': ['404'],
  'DELETE /api/user/delete_token': ['404'],
  'GET /api/domains/allowed': ['404'],
  'POST /api/tracking_page': ['403', '404'],
  'POST /api/tracking_page_search': ['403', '404'],
  'GET /api/unsubscribe': ['404'],
  'POST /api/unsubscribe': ['404'],
  'GET /api/files/download': ['403', '404'],
  'PUT /api/files/upload': ['403', '413', '415'],
  'POST /api/export/trackings': ['404'],
  // For the operator only: anyone else is told there is no such route.
  'GET /api/health/details': ['404'],
  'GET /api/outbox': ['404'],
  'GET /api/firebase/stream': ['401'],
  'POST /api/webhooks/17track': ['401', '404'],
  // A reply whose X-Twilio-Signature does not match.
  'POST /api/sms/inbound': ['403'],
  // Signed calls of couriers and stores: a signature that does not match is 401.
  'POST /api/ninjavan_webhook/consume/{encodedUserId}': ['401'],
  'POST /api/shopify/webhooks': ['401'],
  'POST /api/bigcommerce/webhooks': ['401'],
  'POST /api/load_bigcommerce_store': ['401'],
  'GET /api/bigcommerce/uninstall': ['401'],
  'GET /api/bigcommerce/remove_user': ['401'],
};
