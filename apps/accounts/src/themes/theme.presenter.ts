import { THEME_TEMPLATES, type ThemeResource, type ThemeSummary } from '@mail/contracts';

import type { ThemeRow } from './themes.repository';

export function themeSummary(row: Omit<ThemeRow, 'logo_data'>): ThemeSummary {
  return { ThemeID: row.id, Template: row.template, ThemeName: row.name, ProductName: row.product_name, ThemeSettings: row.settings };
}

export function themeResource(row: ThemeRow): ThemeResource {
  return {
    ...themeSummary(row),
    LogoData: row.logo_data,
    LogoType: row.logo_type,
    LogoSize: row.logo_size,
    LogoFileName: row.logo_file_name,
  };
}

/** an installed template's code (case-insensitive), or undefined */
export function installedTemplate(value: string): string | undefined {
  const wanted = value.trim().toLowerCase();
  return THEME_TEMPLATES.find((t) => t === wanted);
}
