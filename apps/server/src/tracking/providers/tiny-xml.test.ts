import { describe, expect, it } from 'vitest';
import { childNamed, childrenNamed, childText, decodeEntities, parseXml } from './tiny-xml.js';

describe('tiny XML reader', () => {
  it('reads elements, attributes, text, entities, CDATA and skips declarations and comments', () => {
    const root = parseXml(`<?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE ShipmentData>
      <!-- a comment -->
      <ShipmentData>
        <Shipment WaybillNo="123" RefNo='A&amp;B'>
          <Status>R &amp; D &lt;ok&gt; &#65;&#x42;</Status>
          <Note><![CDATA[<raw & text>]]></Note>
          <Empty/>
          <Scans><ScanDetail><Scan>one</Scan></ScanDetail><ScanDetail><Scan>two</Scan></ScanDetail></Scans>
        </Shipment>
      </ShipmentData>`);
    expect(root.name).toBe('ShipmentData');
    const shipment = childNamed(root, 'Shipment')!;
    expect(shipment.attributes).toEqual({ WaybillNo: '123', RefNo: 'A&B' });
    expect(childText(shipment, 'Status')).toBe('R & D <ok> AB');
    expect(childText(shipment, 'Note')).toBe('<raw & text>');
    expect(childText(shipment, 'Empty')).toBeNull();
    expect(childText(shipment, 'Missing')).toBeNull();
    expect(childrenNamed(childNamed(shipment, 'Scans'), 'ScanDetail').map((s) => childText(s, 'Scan'))).toEqual(['one', 'two']);
  });

  it('refuses malformed documents', () => {
    expect(() => parseXml('<a><b></a>')).toThrow();
    expect(() => parseXml('<a>')).toThrow();
    expect(() => parseXml('<a></a><b></b>')).toThrow();
    expect(() => parseXml('plain text')).toThrow();
    expect(() => parseXml('<a><!-- open</a>')).toThrow();
  });

  it('leaves unknown entities alone', () => {
    expect(decodeEntities('&nbsp; &amp;')).toBe('&nbsp; &');
  });
});
