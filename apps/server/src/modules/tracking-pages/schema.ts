import { z } from 'zod';
import {
  envelopeOf,
  trackingTemplateIdParams,
  trackingTemplateInput,
  trackingTemplateListItem,
  trackingTemplatePreview,
  trackingTemplatePreviewInput,
  trackingTemplateView,
} from '@trailpost/contracts';

const tags = ['Tracking-page templates'];
const nothing = envelopeOf(z.null());

export const listTrackingTemplatesSchema = {
  tags,
  summary: "The account's tracking-page templates, the default first (an account without one is given the built-in default)",
  response: { 200: envelopeOf(z.array(trackingTemplateListItem)) },
};
export const getTrackingTemplateSchema = { tags, summary: 'A tracking-page template', params: trackingTemplateIdParams, response: { 200: envelopeOf(trackingTemplateView) } };
export const createTrackingTemplateSchema = {
  tags,
  summary: "Add a tracking-page template (its HTML is sanitised; the account's first becomes the default)",
  body: trackingTemplateInput,
  response: { 200: envelopeOf(trackingTemplateView) },
};
export const updateTrackingTemplateSchema = {
  tags,
  summary: 'Change a tracking-page template (its HTML is sanitised)',
  params: trackingTemplateIdParams,
  body: trackingTemplateInput,
  response: { 200: envelopeOf(trackingTemplateView) },
};
export const deleteTrackingTemplateSchema = {
  tags,
  summary: 'Delete a tracking-page template (not the default)',
  params: trackingTemplateIdParams,
  response: { 200: nothing },
};
export const makeDefaultTrackingTemplateSchema = {
  tags,
  summary: 'Make a template the one the public tracking pages use',
  params: trackingTemplateIdParams,
  response: { 200: envelopeOf(trackingTemplateView) },
};
export const previewTrackingTemplateSchema = {
  tags,
  summary: 'Unsaved template HTML, sanitised and filled with sample values, for the preview tab',
  body: trackingTemplatePreviewInput,
  response: { 200: envelopeOf(trackingTemplatePreview) },
};
