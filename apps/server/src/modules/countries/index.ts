/** The countries module's public API: other modules, the app, the jobs and start-up import only this file. */
export { countryIsoByName, countryName, isCountry } from './catalogue.js';
export { countriesRoutes } from './routes.js';
