/**
 * Where a merchant finds each courier's or store's credentials, shown as numbered steps before the
 * form (part 2 §2.9). Keyed by the channel's route word. The last step names the form's own labels.
 */
export const CHANNEL_GUIDES: Record<string, readonly string[]> = {
  auspost: [
    'Australia Post gives API access to contract (eParcel or StarTrack) customers. E-mail your Australia Post account manager, or the API support team through the Australia Post Developer Centre, and ask for Shipping and Tracking API credentials for your account.',
    'Australia Post replies with an API key and its password. Keep that e-mail somewhere safe: the password is not shown again.',
    'Find your account number on your Australia Post contract or invoices.',
    'Click NEXT, give this carrier a name you will recognise, then enter the Account Number, the API Key, and the key password as the Secret Key.',
  ],
  wooCommerce: [
    'In WordPress, install and activate a shipment-tracking plugin, such as the WooCommerce Shipment Tracking extension, so that completed orders carry their tracking numbers. Trailpost reads them from there.',
    'Note your store URL, the address your customers shop at (for example https://shop.example.com): you will enter it as the Store URL.',
    'Go to Settings → Permalinks. The permalink structure must not be "Plain" (the default): choose another, such as "Post name", and save.',
    'Make sure the REST API is enabled. Recent WooCommerce versions have it on; older ones have an "Enable the REST API" box to tick under WooCommerce → Settings → API.',
    'Go to WooCommerce → Settings → Advanced → REST API and click Add key.',
    'Enter a description you will recognise, such as Trailpost.',
    'Choose the user the key acts as: an administrator or a shop manager.',
    'Set Permissions to Read (or Read/Write): reading orders is all Trailpost needs to sync them.',
    'Click Generate API key.',
    'Copy the Consumer key.',
    'Copy the Consumer secret. WooCommerce shows it only once.',
    'Click NEXT, give this store a name you will recognise, enter the Store URL, paste the Consumer Key and the Consumer Secret, and SAVE.',
  ],
  magento: [
    'Sign in to your Magento admin, go to System → Extensions → Integrations and click Add New Integration.',
    'Give the integration a name you will recognise, such as Trailpost, and enter your admin password under Your Password.',
    'Open the API tab, set Resource Access to Custom and tick Sales (Operations → Orders and Shipments) and Stores.',
    'Click Save, then Activate beside the new integration, then Allow.',
    'Copy the Access Token Magento shows and click Done. The consumer key and secret and the access token secret are not needed.',
    'On Magento 2.4.4 or later, go to Stores → Configuration → Services → OAuth → Consumer Settings and set "Allow OAuth Access Tokens to be used as standalone Bearer tokens" to Yes, so that the token works on its own.',
    'To find the Store ID, go to Stores → All Stores and open the store view whose orders you ship.',
    'The Store ID is the number after store_id in the address bar: …/store_id/1/ means Store ID 1.',
    'Click NEXT, give this store a name you will recognise, then enter the Store URL, the Access Token and the Store ID.',
  ],
  bluedart: [
    'Blue Dart gives tracking API access to account customers. Ask your Blue Dart sales or key-account contact to enable API tracking for your customer code.',
    'Blue Dart sends you a Login Id and a License Key for the API. They are not the user name and password of the Blue Dart website.',
    'Click NEXT, give this carrier a name you will recognise, then enter the Login Id and the License Key.',
  ],
  cdl: [
    'Contact your CDL Last Mile account representative or customer service and ask for API access to track your shipments.',
    'CDL creates an API user for your account and sends you its user name and password. They may differ from your sign-in to the CDL customer portal.',
    'Click NEXT, give this carrier a name you will recognise, then enter the User Name and the Password.',
  ],
  ninja_van: [
    'Ask your Ninja Van account manager, or the shipper support team of your country, to enable API access for your shipper account.',
    'Ninja Van gives you a Client ID and a Client Secret. The Client ID goes in Client Key, the Client Secret in Secret Key.',
    'Click NEXT, name this account (for example your store name), then enter the Client Key and the Secret Key.',
    'Once saved, open the integration from Manage Integrations and copy its Webhook Url. Give it to Ninja Van so that status updates reach Trailpost as soon as they happen.',
  ],
  gw_world: [
    'Sign in to the Gebrüder Weiss developer portal with your GW customer account. If you have no access yet, ask your Gebrüder Weiss branch contact for it.',
    'Create an application and subscribe it to the shipment tracking API.',
    'Generate the production keys of the application: the portal shows a Consumer Key and a Consumer Secret.',
    'Click NEXT, give this carrier a name you will recognise, then enter the Consumer Key and the Consumer Secret as the Consumer Secret Key.',
  ],
  '99minutos': [
    'Sign in to your 99minutos business account. If you cannot find API access there, ask your 99minutos account executive to enable it.',
    'Create API credentials for your account: 99minutos gives you a Client ID and a Client Secret.',
    'Click NEXT, give this carrier a name you will recognise, then enter the Client ID as the Api Key and the Client Secret.',
  ],
};
