import { event, type ArticleSpec, type Bi } from './article-spec.ts';

const ONLINE: Bi = ['Online webinar', '线上直播'];

/**
 * Events and meetings (fictional), published about a month ahead. Relative to 2026-11-21 the first six
 * are past and the last three are upcoming.
 */
export const EVENTS: readonly ArticleSpec[] = [
  event('2025-03-18', '2025-04-17', '2025-04-18', ['Shanghai International Convention Center', '上海国际会议中心'], ['mRNA Therapeutics Process Summit 2025', '2025 mRNA药物工艺峰会'], ['Meet our mRNA platform team at booth B12 and hear our talk on analytical control of capping.', '欢迎莅临B12展位与mRNA平台团队交流，并聆听我们关于加帽分析控制的报告。'], { bullets: [['Talk: "Cap 1 by design" – 17 April, 14:00', '报告：“设计Cap 1”——4月17日14:00'], ['Live demo of the capping toolbox', '加帽工具箱现场演示']] }),
  event('2025-05-20', '2025-06-12', '2025-06-12', ONLINE, ['Webinar: Measuring mRNA capping by LC-MS', '线上讲座：LC-MS法检测mRNA加帽率'], ['A 45-minute session on probe design, RNase H digestion and data interpretation, with Q&A.', '45分钟讲解探针设计、RNase H酶切及数据解读，并设问答环节。']),
  event('2025-08-25', '2025-09-24', '2025-09-26', ['Suzhou Jinji Lake International Expo Center', '苏州金鸡湖国际会议中心'], ['Antibody & ADC Discovery Forum 2025', '2025抗体与ADC药物发现论坛'], ['Visit booth 21 for target proteins, biosimilar reference antibodies and stable cell lines.', '欢迎莅临21号展位，了解靶点蛋白、生物类似药参照抗体及稳转细胞株。']),
  event('2025-10-20', '2025-11-20', '2025-11-20', ['Guangzhou, Huangpu District (venue sent on registration)', '广州黄埔区（报名后告知具体地点）'], ['Aurora User Meeting 2025: Cytokines in Cell Therapy', '2025曙光用户会：细胞因子在细胞治疗中的应用'], ['Customers share results on T and NK cell expansion; our scientists present GMP-grade cytokines.', '客户分享T细胞及NK细胞扩增成果，我司科学家介绍GMP级细胞因子。']),
  event('2026-04-10', '2026-05-14', '2026-05-17', ['Wuhan International Expo Center', '武汉国际博览中心'], ['National Immunology Congress 2026', '2026全国免疫学大会'], ['Find us at booth A08 with new cytokines, checkpoint proteins and reporter cell lines.', '欢迎莅临A08展位，了解新款细胞因子、检查点蛋白及报告基因细胞株。']),
  event('2026-08-12', '2026-09-10', '2026-09-10', ONLINE, ['Webinar: Designing probes with the capping toolbox', '线上讲座：使用加帽工具箱设计探针'], ['Step by step from an mRNA sequence to a probe, a reaction system and the expected fragment masses.', '从mRNA序列出发，逐步完成探针设计、反应体系及预期片段分子量计算。']),
  event('2026-11-02', '2026-12-03', '2026-12-05', ['Shanghai World Expo Exhibition & Convention Center', '上海世博展览馆'], ['Cell & Gene Therapy Manufacturing Conference 2026', '2026细胞与基因治疗生产大会'], ['Talk on raw-material control for mRNA and cell therapy, plus one-to-one meetings on GMP supply.', '将分享mRNA及细胞治疗原料质量控制，并提供GMP供应一对一洽谈。'], { bullets: [['Booth C03', 'C03展位'], ['Book a meeting through the Contact page', '可通过“联系我们”页面预约洽谈']] }),
  event('2026-11-15', '2027-01-14', '2027-01-14', ['Chengdu Tianfu International Biotown', '成都天府国际生物城'], ['mRNA Raw Materials Workshop – Chengdu', 'mRNA原料技术研讨会——成都站'], ['A half-day hands-on workshop on IVT, capping and LC-MS analysis; 40 seats.', '半天实操研讨会，涵盖体外转录、加帽及LC-MS分析，限40席。']),
  event('2026-11-18', '2027-03-25', '2027-03-27', ['China National Convention Center, Beijing', '北京国家会议中心'], ['Spring Protein Science Symposium 2027', '2027春季蛋白质科学研讨会'], ['Our protein R&D team presents expression strategies for difficult membrane targets.', '蛋白研发团队将分享难表达膜蛋白靶点的表达策略。']),
];
