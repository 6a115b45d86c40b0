/** What the theme commands share: the admin-only legacy command shape and the theme they answer. */
export const THEME_COMMAND = { service: 'accounts', auth: 'admin', errorStyle: 'array' } as const;

/** The templates installed: a theme's Template must name one of them. */
export const THEME_TEMPLATES = ['weefive'] as const;

export interface ThemeSummary {
  ThemeID: number;
  Template: string;
  ThemeName: string;
  ProductName: string;
  ThemeSettings: string;
}

export interface ThemeResource extends ThemeSummary {
  LogoData: string;
  LogoType: string;
  LogoSize: number;
  LogoFileName: string;
}
