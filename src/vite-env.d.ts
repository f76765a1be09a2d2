/// <reference types="vite/client" />

// The keys every .env.<mode> file defines (ARCHITECTURE.md "Build modes").
interface ImportMetaEnv {
  readonly VITE_BUILD_NAME: string;
  readonly VITE_API_HOST: string;
  readonly VITE_FILE_HOST: string;
  readonly VITE_DEFAULT_LANGUAGE: string;
  readonly VITE_SUPPORT_PHONE: string;
  readonly VITE_SUPPORT_EMAIL: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
