// Svelte 5 with runes; `script: true` lets Vite 8 strip TypeScript from <script lang="ts">.
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

export default {
  preprocess: vitePreprocess({ script: true }),
  compilerOptions: { runes: true },
};
