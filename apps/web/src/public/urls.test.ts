import { describe, expect, it } from 'vitest';
import {
  domainNameOf,
  numberParam,
  resultUrl,
  routeOf,
  searchByOf,
  searchUrl,
  trackButtonDomain,
  trackButtonTarget,
} from './urls';

const at = (address: string) => new URL(address);

describe('routeOf', () => {
  it.each([
    ['/trackingPage', { page: 'search' }],
    ['/trackingPage/', { page: 'search' }],
    ['/trackingButton', { page: 'button' }],
    ['/trackingButton/', { page: 'button' }],
    ['/trackingPage/1Z999', { page: 'result', number: '1Z999' }],
    ['/trackingPage/1Z999/', { page: 'result', number: '1Z999' }],
    ['/trackingPage/%231001%2FA', { page: 'result', number: '#1001/A' }],
    ['/trackingPage/%20%20', { page: 'search' }],
    ['/trackingPage/%E0%A4%A', { page: 'not-found' }],
    ['/trackingPage/a/b', { page: 'not-found' }],
    ['/', { page: 'not-found' }],
    ['/login', { page: 'not-found' }],
    ['/trackingpage', { page: 'not-found' }],
    ['/trackingButtons', { page: 'not-found' }],
  ])('%s is %o', (pathname, route) => {
    expect(routeOf(pathname)).toEqual(route);
  });
});

describe('the query string', () => {
  it('searches by tracking number unless the address asks for the order number', () => {
    expect(searchByOf(at('https://acme.trailpost.test/trackingPage/1'))).toBe('tracking_number');
    expect(searchByOf(at('https://acme.trailpost.test/trackingPage/1?searchBy=order_number'))).toBe('order_number');
    expect(searchByOf(at('https://acme.trailpost.test/trackingPage/1?searchBy=tracking_number'))).toBe('tracking_number');
    expect(searchByOf(at('https://acme.trailpost.test/trackingPage/1?searchBy=email'))).toBe('tracking_number');
  });

  it('reads ?number= trimmed, and nothing when it is blank', () => {
    expect(numberParam(at('https://acme.trailpost.test/trackingPage?number=%201Z999%20'))).toBe('1Z999');
    expect(numberParam(at('https://acme.trailpost.test/trackingPage?number=%20'))).toBeNull();
    expect(numberParam(at('https://acme.trailpost.test/trackingPage'))).toBeNull();
  });
});

describe('domain_name', () => {
  it('is the host the page is served on', () => {
    expect(domainNameOf(at('https://acme.trailpost.test/trackingPage/1Z999'))).toBe('acme.trailpost.test');
    expect(domainNameOf(at('http://track.acme.example:8080/trackingPage'))).toBe('track.acme.example');
  });

  it('is the ?domain= parameter when the address carries one', () => {
    expect(domainNameOf(at('http://localhost:5173/trackingPage/1Z999?domain=acme.trailpost.test'))).toBe('acme.trailpost.test');
    expect(domainNameOf(at('http://localhost:5173/trackingPage/1Z999?domain=%20'))).toBe('localhost');
  });
});

describe('links between the pages', () => {
  it('a result page: the number encoded, searchBy, and ?domain= only when the page has one', () => {
    expect(resultUrl('1Z999', 'tracking_number', at('https://acme.trailpost.test/trackingPage'))).toBe(
      '/trackingPage/1Z999?searchBy=tracking_number',
    );
    expect(resultUrl('#1001/A b', 'order_number', at('https://acme.trailpost.test/trackingPage'))).toBe(
      '/trackingPage/%231001%2FA%20b?searchBy=order_number',
    );
    expect(resultUrl('1Z999', 'tracking_number', at('http://localhost:5173/trackingPage?domain=acme.trailpost.test'))).toBe(
      '/trackingPage/1Z999?searchBy=tracking_number&domain=acme.trailpost.test',
    );
  });

  it('the search page keeps ?domain= too', () => {
    expect(searchUrl(at('https://acme.trailpost.test/trackingPage/1Z999?searchBy=order_number'))).toBe('/trackingPage');
    expect(searchUrl(at('http://localhost:5173/trackingPage/1Z999?domain=acme.trailpost.test'))).toBe(
      '/trackingPage?domain=acme.trailpost.test',
    );
  });
});

describe('the track button', () => {
  it("opens the shop's page over this page's scheme and port", () => {
    const embedded = at('https://app.trailpost.test/trackingButton?domain=acme.trailpost.test');
    expect(trackButtonTarget(embedded, 'acme.trailpost.test', '1Z999')).toBe('https://acme.trailpost.test/trackingPage/1Z999');
    const local = at('http://127.0.0.1:4173/trackingButton?domain=acme.trailpost.test');
    expect(trackButtonTarget(local, 'acme.trailpost.test', '1Z 99/9')).toBe('http://acme.trailpost.test:4173/trackingPage/1Z%2099%2F9');
  });

  it('takes ?domain= only when it is a host name', () => {
    expect(trackButtonDomain(at('https://app.trailpost.test/trackingButton?domain=Track.Acme.example'))).toBe('track.acme.example');
    expect(trackButtonDomain(at('https://app.trailpost.test/trackingButton?domain=localhost'))).toBe('localhost');
    expect(trackButtonDomain(at('https://app.trailpost.test/trackingButton'))).toBeNull();
    expect(trackButtonDomain(at('https://app.trailpost.test/trackingButton?domain='))).toBeNull();
    expect(trackButtonDomain(at('https://app.trailpost.test/trackingButton?domain=evil.example%2Fpath'))).toBeNull();
    expect(trackButtonDomain(at('https://app.trailpost.test/trackingButton?domain=user%40evil.example'))).toBeNull();
    expect(trackButtonDomain(at('https://app.trailpost.test/trackingButton?domain=-bad.example'))).toBeNull();
  });
});
