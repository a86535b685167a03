/**
 * Countries and regions outside China offered wherever a province is asked, so an overseas customer can say
 * where they are: [ISO 3166-1 alpha-2 code, English short name, Chinese name], in English alphabetical order.
 * Stored as areas with the code `INT-<alpha-2>` (src/contracts/shell.ts tells them from provinces).
 */
export const COUNTRIES: readonly (readonly [string, string, string])[] = [
  ['AR', 'Argentina', '阿根廷'], ['AU', 'Australia', '澳大利亚'], ['AT', 'Austria', '奥地利'], ['BE', 'Belgium', '比利时'],
  ['BR', 'Brazil', '巴西'], ['CA', 'Canada', '加拿大'], ['CL', 'Chile', '智利'], ['CZ', 'Czechia', '捷克'],
  ['DK', 'Denmark', '丹麦'], ['EG', 'Egypt', '埃及'], ['FI', 'Finland', '芬兰'], ['FR', 'France', '法国'],
  ['DE', 'Germany', '德国'], ['GR', 'Greece', '希腊'], ['HU', 'Hungary', '匈牙利'], ['IN', 'India', '印度'],
  ['ID', 'Indonesia', '印度尼西亚'], ['IE', 'Ireland', '爱尔兰'], ['IL', 'Israel', '以色列'], ['IT', 'Italy', '意大利'],
  ['JP', 'Japan', '日本'], ['KZ', 'Kazakhstan', '哈萨克斯坦'], ['MY', 'Malaysia', '马来西亚'], ['MX', 'Mexico', '墨西哥'],
  ['NL', 'Netherlands', '荷兰'], ['NZ', 'New Zealand', '新西兰'], ['NO', 'Norway', '挪威'], ['PK', 'Pakistan', '巴基斯坦'],
  ['PH', 'Philippines', '菲律宾'], ['PL', 'Poland', '波兰'], ['PT', 'Portugal', '葡萄牙'], ['QA', 'Qatar', '卡塔尔'],
  ['KR', 'Republic of Korea', '韩国'], ['RU', 'Russian Federation', '俄罗斯'], ['SA', 'Saudi Arabia', '沙特阿拉伯'],
  ['SG', 'Singapore', '新加坡'], ['ZA', 'South Africa', '南非'], ['ES', 'Spain', '西班牙'], ['SE', 'Sweden', '瑞典'],
  ['CH', 'Switzerland', '瑞士'], ['TH', 'Thailand', '泰国'], ['TR', 'Türkiye', '土耳其'], ['AE', 'United Arab Emirates', '阿联酋'],
  ['GB', 'United Kingdom', '英国'], ['US', 'United States', '美国'], ['VN', 'Viet Nam', '越南'], ['ZZ', 'Other country or region', '其他国家或地区'],
];
