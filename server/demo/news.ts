import type { ArticleSpec } from './article-spec.ts';

/** Company news, 2024-2026 (fictional). */
export const NEWS: readonly ArticleSpec[] = [
  {
    title: ["Aurora launches Cap 1 AG (3'-OMe) analog for co-transcriptional capping", "曙光蛋白推出Cap 1 AG（3'-OMe）帽类似物，助力共转录加帽"],
    summary: ['The new cap analog yields Cap 1 mRNA in a single IVT step, with capping rates above 95% in our tests.', '新款帽类似物可在一步体外转录中获得Cap 1结构mRNA，内部测试加帽率高于95%。'],
    paragraphs: [["Co-transcriptional capping removes the separate enzymatic capping step. The 3'-O-methyl group on the m7G prevents reverse incorporation, so every capped transcript is translatable.", "共转录加帽省去了单独的酶法加帽步骤。m7G上的3'-O-甲基可防止反向掺入，确保每条加帽转录本均可翻译。"]],
    bullets: [['Supplied as a 100 mM solution', '以100 mM溶液形式提供'], ['Compatible with N1-Me-ΨTP and other modified NTPs', '兼容N1-Me-ΨTP等修饰核苷酸'], ['Trial samples available through the Apply for Trial page', '可通过“申请试用”页面申请试用装']],
    publishedAt: '2024-01-18',
  },
  {
    title: ['New GMP-grade production building opens in Suzhou', '苏州GMP级生产大楼正式启用'],
    summary: ['A 6,000 m² building with ISO 7 cleanrooms expands capacity for enzymes and nucleotides used in mRNA manufacturing.', '新大楼面积6,000平方米，配备ISO 7级洁净车间，扩大mRNA生产用酶及核苷酸的产能。'],
    paragraphs: [['The building doubles our fermentation capacity and adds dedicated lines for animal-origin-free products.', '新大楼使发酵产能翻倍，并新增无动物源产品专用生产线。']],
    publishedAt: '2024-03-06',
  },
  {
    title: ['mRNA Capping Rate Detection Kit (LC-MS) now available', 'mRNA加帽率检测试剂盒（LC-MS法）正式上市'],
    summary: ['The kit takes about 1.5 hours from mRNA to an LC-MS-ready sample, with fragment recovery above 80%.', '从mRNA到上机样品约需1.5小时，片段回收率高于80%。'],
    paragraphs: [['A biotinylated probe directs RNase H to cut a short 5′ fragment, which is enriched on streptavidin beads. The probe can be designed online with the mRNA Capping Toolbox.', '生物素标记探针引导RNase H切割5′端短片段，并由链霉亲和素磁珠富集。探针可通过mRNA加帽工具箱在线设计。']],
    bullets: [['Resolves Cap 1, Cap 0 and uncapped species', '可区分Cap 1、Cap 0及未加帽产物'], ['Works with enzymatic and co-transcriptional capping', '适用于酶法及共转录加帽'], ['20 and 50 reaction packs', '提供20次及50次反应规格']],
    publishedAt: '2024-04-22',
  },
  {
    title: ['Aurora certified to ISO 13485', '曙光蛋白通过ISO 13485认证'],
    summary: ['Our quality system now covers the design and manufacture of raw materials for in vitro diagnostics.', '公司质量体系现已覆盖体外诊断原料的设计与生产。'],
    publishedAt: '2024-06-11',
  },
  {
    title: ['More than 200 new target proteins for ADC and CAR-T research', '200余款ADC及CAR-T研究用靶点蛋白上新'],
    summary: ['New HER family, Claudin 18.2, TROP-2, Nectin-4 and B7-H3 proteins, many biotinylated with Avi tags.', '新增HER家族、Claudin 18.2、TROP-2、Nectin-4及B7-H3等蛋白，多款为Avi标签生物素标记。'],
    paragraphs: [['Every lot is tested for binding by ELISA, and selected lots by SPR or BLI; data are on the product pages.', '每批次均经ELISA验证结合活性，部分批次经SPR或BLI验证，数据详见产品页面。']],
    publishedAt: '2024-08-29',
  },
  {
    title: ['Paper Award 2024: 126 papers rewarded', '2024年度文章奖励：共126篇论文获奖'],
    summary: ['Authors who cited our products in 2024 received awards from CNY 500 to CNY 3,000, depending on impact factor.', '2024年引用公司产品的作者按影响因子获得500至3,000元不等的奖励。'],
    paragraphs: [['Applications for 2025 are open on the Paper Award page. Only first or corresponding authors may apply, one applicant per paper.', '2025年度申请已在“文章奖励”页面开放。仅限第一作者或通讯作者申请，每篇论文限一人。']],
    publishedAt: '2024-11-05',
  },
  {
    title: ['mRNA Capping Toolbox goes online', 'mRNA加帽工具箱正式上线'],
    summary: ['Three free calculators: probe design, reaction system and digestion-product molecular weights.', '提供三款免费计算工具：探针设计、反应体系计算及酶切产物分子量。'],
    bullets: [['Probe design checks length, GC content and the 3′ base', '探针设计检查长度、GC含量及3′末端碱基'], ['Reaction system scales 100 µL per 100 pmol mRNA', '反应体系按每100 pmol mRNA 100 µL放大'], ['Masses for ψ, m1ψ, 5moU, 5mC and m6A', '支持ψ、m1ψ、5moU、5mC及m6A修饰的分子量计算']],
    publishedAt: '2025-01-14',
  },
  {
    title: ['Partnership with Huanan BioManufacturing for GMP enzyme supply', '与华南生物制造达成GMP级酶供应合作'],
    summary: ['A multi-year agreement secures GMP-grade T7 RNA polymerase, capping enzymes and DNase I for clinical mRNA programmes.', '多年期协议保障临床mRNA项目所需GMP级T7 RNA聚合酶、加帽酶及DNase I的供应。'],
    publishedAt: '2025-03-20',
  },
  {
    title: ['Reporter cell lines for checkpoint antibody potency assays', '检查点抗体效价检测用报告基因细胞株上市'],
    summary: ['Jurkat-NFAT-Luc lines with PD-1, 4-1BB and CD16a give a full dose-response in six hours.', '搭载PD-1、4-1BB及CD16a的Jurkat-NFAT-Luc细胞株，6小时即可获得完整量效曲线。'],
    publishedAt: '2025-05-08',
  },
  {
    title: ['Shipping arrangements for the Dragon Boat Festival', '端午节假期发货安排'],
    summary: ['Orders placed after 15:00 on 30 May ship on 3 June; technical support stays online during the holiday.', '5月30日15:00后的订单将于6月3日发货；假期期间技术支持在线服务。'],
    publishedAt: '2025-05-26',
  },
  {
    title: ['Guangzhou office and warehouse open for South China', '广州办公室及仓库启用，服务华南客户'],
    summary: ['Customers in Guangdong, Fujian and Hainan now receive cold-chain deliveries the next day.', '广东、福建及海南客户现可享受次日冷链送达。'],
    publishedAt: '2025-09-09',
  },
  {
    title: ['Winter trial programme: free samples of 50 cytokines', '冬季试用计划：50款细胞因子免费试用'],
    summary: ['Researchers can request a 10 µg trial of selected cytokines and growth factors until 31 January.', '1月31日前，科研用户可申请精选细胞因子及生长因子10 µg试用装。'],
    publishedAt: '2025-12-02',
  },
  {
    title: ['Spring Festival shipping arrangements', '春节假期发货安排'],
    summary: ['The last shipment before the holiday leaves on 11 February; deliveries resume on 23 February.', '节前最后发货日为2月11日，2月23日起恢复发货。'],
    publishedAt: '2026-02-10',
  },
  {
    title: ['GMP-grade T7 RNA Polymerase and capping enzymes released', 'GMP级T7 RNA聚合酶及加帽酶发布'],
    summary: ['Produced under GMP with full documentation, drug master file support and lot-to-lot consistency data.', '按GMP生产，提供完整文件、DMF支持及批间一致性数据。'],
    paragraphs: [['Research-grade and GMP-grade lots come from the same process, so methods transfer without re-optimisation.', '科研级与GMP级产品采用同一工艺，方法转移无需重新优化。']],
    publishedAt: '2026-04-15',
  },
  {
    title: ['Thirty new products in the third quarter', '第三季度新品三十款'],
    summary: ['New cytokines, target proteins, biosimilar reference antibodies and cell lines; see the New Products page.', '新增细胞因子、靶点蛋白、生物类似药参照抗体及细胞株，详见“新品”页面。'],
    publishedAt: '2026-09-22',
  },
  {
    title: ['New bilingual website with online ordering and COA download', '全新中英文官网上线，支持在线下单及COA下载'],
    summary: ['Search the catalogue, order online, download certificates of analysis by lot and use the capping toolbox on any device.', '可在任意设备上检索产品、在线下单、按批号下载COA并使用加帽工具箱。'],
    publishedAt: '2026-11-10',
  },
];
