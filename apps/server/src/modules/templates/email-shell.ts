import { escapeHtml } from '../../platform/html-escape.js';

/**
 * The document every e-mail is sent in: UTF-8, a mobile viewport, a centred column of at most
 * 600px that narrows on phones, and the template's preserved <style> (media queries) in the head.
 */
export function emailDocument(parts: { title: string; styles: string; body: string }): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="x-apple-disable-message-reformatting">' +
    `<title>${escapeHtml(parts.title)}</title>${parts.styles}</head>` +
    '<body style="margin:0;padding:0;background-color:#f4f5f7;-webkit-text-size-adjust:100%">' +
    '<div style="max-width:600px;margin:0 auto;padding:24px 16px;background-color:#ffffff;' +
    'font-family:-apple-system,BlinkMacSystemFont,\'Segoe UI\',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#111827">' +
    `${parts.body}</div></body></html>`
  );
}
