import { createTrailpostClient } from '@trailpost/client';

const trailpost = createTrailpostClient({ baseUrl: 'https://app.example.com', apiKey: process.env.TRAILPOST_API_KEY! });

// Safe to retry: the same Idempotency-Key gets the first answer again.
const { data, error } = await trailpost.POST('/api/trackings', {
  params: { header: { 'Idempotency-Key': 'order-1041' } },
  body: { slug: 'usps', tracking_number: '9400111899223817423190', customer_emails: ['ada@example.com'], order_id: '#1041' },
});
if (error) {
  // error.meta.error_code is one of validation_failed, duplicate, rate_limited, …
  if (error.meta.error_code === 'duplicate') console.log('Already tracked as', error.meta.existing_id);
  else throw new Error(error.meta.message.join(' '));
} else {
  console.log('Added', data.data._id, 'expected', data.data.trackings.expected_delivery);
}

const found = await trailpost.GET('/api/trackings/{slug}/{tracking_number}', { params: { path: { slug: 'usps', tracking_number: '9400111899223817423190' } } });
console.log(found.data?.data.current_status);
