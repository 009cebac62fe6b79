/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Contact page opened by the Support link. */
  readonly VITE_SUPPORT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
