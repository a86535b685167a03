import { article, type ArticleSpec } from './article-spec.ts';

/** Investor notices of the demo company (stock code 688000 is a placeholder; figures are fictional). */
export const INVESTOR_NOTICES: readonly ArticleSpec[] = [
  article('2024-04-26', ['2023 Annual Report (Summary)', '2023年年度报告摘要'], ['Revenue rose 18.6% to CNY 412 million; mRNA raw materials grew to 31% of sales.', '营业收入同比增长18.6%至4.12亿元；mRNA原料占销售额比例提升至31%。'], { bullets: [['Net profit attributable to shareholders: CNY 96.3 million', '归属于上市公司股东的净利润：9,630万元'], ['R&D expense: 16.2% of revenue', '研发投入占营业收入16.2%']] }),
  article('2024-08-28', ['2024 Half-Year Report', '2024年半年度报告'], ['First-half revenue of CNY 228 million, up 14.1%; overseas sales up 32%.', '上半年营业收入2.28亿元，同比增长14.1%；海外销售增长32%。']),
  article('2025-04-25', ['2024 Annual Report (Summary)', '2024年年度报告摘要'], ['Revenue of CNY 486 million, up 18.0%; the Suzhou GMP building entered production.', '营业收入4.86亿元，同比增长18.0%；苏州GMP生产大楼投产。']),
  article('2025-05-20', ['Announcement on the 2024 Profit Distribution', '关于2024年度利润分配方案的公告'], ['A cash dividend of CNY 3.00 (tax included) per 10 shares will be paid to shareholders of record.', '拟向全体股东每10股派发现金红利3.00元（含税）。'], { paragraphs: [['The plan was approved by the Annual General Meeting; the record and payment dates follow in a separate notice.', '该方案已经年度股东大会审议通过，股权登记日及派息日另行公告。']] }),
  article('2025-08-27', ['2025 Half-Year Report', '2025年半年度报告'], ['First-half revenue of CNY 271 million, up 18.9%, driven by GMP-grade enzymes.', '上半年营业收入2.71亿元，同比增长18.9%，主要受GMP级酶产品带动。']),
  article('2026-04-28', ['2025 Annual Report (Summary)', '2025年年度报告摘要'], ['Revenue of CNY 574 million, up 18.1%; 320 new products launched during the year.', '营业收入5.74亿元，同比增长18.1%；全年推出新品320款。']),
  article('2026-05-22', ['Resolutions of the 2025 Annual General Meeting', '2025年年度股东大会决议公告'], ['All proposals, including the 2025 profit distribution and the re-appointment of the auditor, were approved.', '会议审议通过全部议案，包括2025年度利润分配方案及续聘审计机构。']),
  article('2026-10-29', ['2026 Third-Quarter Report', '2026年第三季度报告'], ['Revenue for the first nine months of CNY 468 million, up 16.4%.', '前三季度营业收入4.68亿元，同比增长16.4%。']),
];
