import type { globalConfig } from '../db/schema/index.ts';
import { GOVERNANCE, INVESTOR_CONTACT, OFFICES } from './company-facts.ts';

export type ConfigRow = typeof globalConfig.$inferInsert;

type Bi = readonly [en: string, zh: string];

const section = (title: string, paragraphs: string[]) => `<h3>${title}</h3>\n${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}`;

/** A page of sections, one row per section: English heading and text, Chinese heading and text. */
type Sections = [titleEn: string, textEn: string, titleZh: string, textZh: string][];

const sections = (rows: Sections, i: 0 | 2) => rows.map((r) => section(r[i], [r[i + 1] as string])).join('\n');

const PRIVACY: Sections = [
  ['1. Who we are', 'Aurora Protein Sciences Co., Ltd. ("Aurora", "we") runs this website and online shop. This policy explains what personal information we collect and how we use it.', '一、我们是谁', '曙光蛋白科技股份有限公司（以下简称“曙光蛋白”或“我们”）运营本网站及在线商城。本政策说明我们收集哪些个人信息以及如何使用。'],
  ['2. What we collect', 'Account data (e-mail, name, phone, company, department, province, industry), order and enquiry details, forms you submit (COA, trial samples, paper award, suggestions, messages) and basic technical data such as language preference.', '二、我们收集的信息', '账户信息（邮箱、姓名、手机号、单位、部门、省份、行业），订单及询价信息，您提交的表单（COA、试用申请、文章奖励、新品建议、在线留言）以及语言偏好等基础技术信息。'],
  ['3. How we use it', 'To process orders and enquiries (we reply within 24 hours), provide certificates and samples, pay paper awards, improve our products and, with your consent, send newsletters.', '三、信息的使用', '用于处理订单及询价（24小时内回复）、提供证书及样品、发放文章奖励、改进产品，并在您同意时发送资讯邮件。'],
  ['4. Cookies and local storage', 'We store your language choice in a cookie for 365 days and your login token in your browser. We do not use third-party advertising cookies.', '四、Cookie与本地存储', '我们使用Cookie保存您的语言选择，有效期365天，并在浏览器中保存登录凭证。我们不使用第三方广告Cookie。'],
  ['5. Sharing', 'We share data only with logistics providers, authorised distributors serving your region and payment providers, and only as needed to serve you. We never sell personal information.', '五、信息共享', '仅在为您提供服务所必需的范围内，与物流服务商、负责您所在区域的授权经销商及支付服务商共享信息。我们绝不出售个人信息。'],
  ['6. Security and retention', 'Passwords are stored hashed; identity documents for paper awards are kept offline from the public site and deleted once the award is paid.', '六、安全与保存期限', '密码经哈希处理后存储；文章奖励所需的身份证件与公开网站隔离保存，并在奖励发放后删除。'],
  ['7. Your rights', 'You may access, correct or delete your data, withdraw consent or close your account by writing to info@example.com.', '七、您的权利', '您可发送邮件至service@example.cn，查询、更正或删除个人信息，撤回同意或注销账户。'],
];

const TERMS: Sections = [
  ['1. Research use only', 'Unless a product is labelled GMP grade, it is for research use only and not for diagnostic or therapeutic use in humans or animals.', '一、仅供科研使用', '除标注为GMP级的产品外，所有产品仅供科研使用，不得用于人或动物的诊断及治疗。'],
  ['2. Prices and orders', 'Prices are in CNY and include VAT for customers in mainland China. Sizes marked Inquiry are quoted individually. An order is binding once we confirm it.', '二、价格与订单', '价格以人民币计，中国大陆客户价格含增值税。标注“询价”的规格单独报价。订单经我方确认后生效。'],
  ['3. Shipping', 'Products ship on blue ice or dry ice as required. Orders received before 15:00 on working days usually ship the same day.', '三、发货', '产品按要求以冰袋或干冰运输。工作日15:00前确认的订单通常当天发货。'],
  ['4. Returns and warranty', 'Products are guaranteed to meet the specification on the certificate of analysis until the expiry date when stored as directed. Report problems within 30 days of delivery.', '四、退换与质保', '在按要求储存的条件下，产品在有效期内符合分析证书所列规格。如有问题请于收货后30天内反馈。'],
  ['5. Liability and law', 'Our liability is limited to replacing the product or refunding its price. These terms are governed by the laws of the People\'s Republic of China.', '五、责任与法律适用', '我方责任以更换产品或退还货款为限。本条款适用中华人民共和国法律。'],
];

const BRAND_EN = `<p><strong>Aurora Protein Sciences</strong> develops recombinant proteins, enzymes and mRNA raw materials at its Shanghai headquarters and manufactures them in Suzhou, for researchers and drug developers in more than 40 countries.</p>
<p>"Aurora", "曙光蛋白" and the sunrise logo are trademarks of Aurora Protein Sciences Co., Ltd. Other names used on this site are the property of their owners; drug names (INN) identify the sequence of reference antibodies only.</p>`;
const BRAND_ZH = `<p><strong>曙光蛋白科技</strong>总部位于上海，生产基地位于江苏苏州，专注于重组蛋白、工具酶及mRNA原料的研发与生产，产品服务于40多个国家和地区的科研及药物研发客户。</p>
<p>“曙光蛋白”、“Aurora”及日出标识为曙光蛋白科技股份有限公司的商标。本网站提及的其他名称归其各自所有者所有；药物通用名仅用于标识参照抗体的序列。</p>`;

const PROFILE_EN = `<p><strong>Aurora Protein Sciences</strong> was founded in Shanghai in 2012 by protein scientists who wanted research reagents they could trust lot after lot. Today we develop recombinant cytokines, target proteins, enzymes and mRNA raw materials at our Shanghai headquarters and manufacture them in our Suzhou plant.</p>
<h3>What we do</h3>
<ul>
<li>More than 300 recombinant proteins expressed in HEK293, CHO, insect and E. coli systems</li>
<li>GMP-grade cytokines and enzymes for cell therapy and mRNA manufacturing</li>
<li>Custom protein expression, cell line and assay services</li>
</ul>
<h3>How we work</h3>
<p>Every lot is tested for purity, endotoxin and bioactivity and released with its certificate of analysis. Our quality system is certified to ISO 9001 and ISO 13485, and our technical team answers every enquiry within 24 hours.</p>`;
const PROFILE_ZH = `<p><strong>曙光蛋白科技</strong>由一群蛋白科学家于2012年在上海创立，初衷是提供批间一致、值得信赖的科研试剂。如今，公司在上海总部研发重组细胞因子、靶点蛋白、工具酶及mRNA原料，并在苏州生产基地生产。</p>
<h3>我们的业务</h3>
<ul>
<li>300余种重组蛋白，采用HEK293、CHO、昆虫及大肠杆菌表达系统</li>
<li>面向细胞治疗及mRNA生产的GMP级细胞因子与工具酶</li>
<li>蛋白定制表达、细胞株构建及检测服务</li>
</ul>
<h3>我们的承诺</h3>
<p>每批产品均经纯度、内毒素及生物活性检测，并随附分析证书放行。公司质量体系通过ISO 9001及ISO 13485认证，技术团队24小时内答复每一条咨询。</p>`;

/** Global configuration per language (keyList, plus the site facts read by the header and footer). */
const CONFIG: Record<string, Bi> = {
  mail: ['info@example.com', 'service@example.cn'],
  phone: ['400-820-0000', '400-820-0000'],
  brand: [BRAND_EN, BRAND_ZH],
  company_profile: [PROFILE_EN, PROFILE_ZH],
  privacy_policy: [sections(PRIVACY, 0), sections(PRIVACY, 2)],
  terms_conditions: [sections(TERMS, 0), sections(TERMS, 2)],
  stock_code: ['688000', '688000'],
  stock_abbr: ['Aurora Protein', '曙光蛋白'],
  company_name: ['Aurora Protein Sciences Co., Ltd.', '曙光蛋白科技股份有限公司'],
  icp: ['沪ICP备00000000号-1', '沪ICP备00000000号-1'],
  address: ['Building 3, 66 Qiming Road, Pudong New Area, Shanghai 201203, China', '上海市浦东新区启明路66号3号楼（邮编201203）'],
  hours: ['9:00-17:30', '9:00-17:30'],
  linkedin: ['https://www.linkedin.com/company/example-aurora-protein', 'https://www.linkedin.com/company/example-aurora-protein'],
  recruitment_url: ['https://careers.example.com/aurora-protein', 'https://careers.example.com/aurora-protein'],
  offices: [JSON.stringify(OFFICES[0]), JSON.stringify(OFFICES[1])],
  governance: [JSON.stringify(GOVERNANCE[0]), JSON.stringify(GOVERNANCE[1])],
  investor_contact: [JSON.stringify(INVESTOR_CONTACT[0]), JSON.stringify(INVESTOR_CONTACT[1])],
};

export function buildConfig(): ConfigRow[] {
  return Object.entries(CONFIG).flatMap(([key, [en, zh]]) => [
    { key, lang: 'en' as const, value: en },
    { key, lang: 'zh' as const, value: zh },
  ]);
}
