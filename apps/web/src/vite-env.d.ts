/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_POSTAL_ADDRESS?: string;
  readonly VITE_LEGAL_NAME?: string;
  readonly VITE_HEADQUARTERS?: string;
  readonly VITE_INSTAGRAM_URL?: string;
  readonly VITE_TIKTOK_URL?: string;
  readonly VITE_FACEBOOK_URL?: string;
  readonly VITE_WHATSAPP_URL?: string;
  /** GA4 measurement id ('G-…'); analytics is off without it. */
  readonly VITE_GA_MEASUREMENT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
