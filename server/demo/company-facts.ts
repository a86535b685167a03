import type { GovernanceItem, InvestorContact, Office } from '../../src/contracts/company.ts';

type Bi<T> = readonly [en: T, zh: T];

/** Regional offices of the demo company (addresses and numbers are fictional; 400 numbers are toll-free). */
export const OFFICES: Bi<Office[]> = [
  [
    { city: 'Shanghai (headquarters)', address: 'Building 3, 66 Qiming Road, Pudong New Area, Shanghai 201203', phone: '400-820-0000', email: 'info@example.com', hours: 'Mon-Fri 9:00-17:30' },
    { city: 'Beijing', address: 'Room 1208, Tower B, 8 Kexueyuan South Road, Haidian District, Beijing 100080', phone: '+86 10 6200 0000', email: 'beijing@example.com', hours: 'Mon-Fri 9:00-17:30' },
    { city: 'Guangzhou', address: 'Unit 605, 3 Kaiyuan Avenue, Huangpu District, Guangzhou 510530', phone: '+86 20 3200 0000', email: 'guangzhou@example.com', hours: 'Mon-Fri 9:00-17:30' },
    { city: 'Wuhan', address: 'Floor 4, Building C2, 666 Gaoxin Avenue, East Lake High-tech Zone, Wuhan 430075', phone: '+86 27 8700 0000', email: 'wuhan@example.com', hours: 'Mon-Fri 9:00-17:30' },
    { city: 'Boston (USA)', address: '100 Cambridgepark Drive, Suite 300, Cambridge, MA 02140, USA', phone: '+1 617 000 0000', email: 'usa@example.com', hours: 'Mon-Fri 9:00-17:00 (EST)' },
  ],
  [
    { city: '上海（总部）', address: '上海市浦东新区启明路66号3号楼（邮编201203）', phone: '400-820-0000', email: 'service@example.cn', hours: '周一至周五 9:00-17:30' },
    { city: '北京', address: '北京市海淀区科学院南路8号B座1208室（邮编100080）', phone: '010-6200 0000', email: 'beijing@example.cn', hours: '周一至周五 9:00-17:30' },
    { city: '广州', address: '广州市黄埔区开源大道3号605单元（邮编510530）', phone: '020-3200 0000', email: 'guangzhou@example.cn', hours: '周一至周五 9:00-17:30' },
    { city: '武汉', address: '武汉市东湖高新区高新大道666号C2栋4楼（邮编430075）', phone: '027-8700 0000', email: 'wuhan@example.cn', hours: '周一至周五 9:00-17:30' },
    { city: '波士顿（美国）', address: '美国马萨诸塞州剑桥市剑桥园大道100号300室（邮编02140）', phone: '+1 617 000 0000', email: 'usa@example.com', hours: '周一至周五 9:00-17:00（美东时间）' },
  ],
];

/** Corporate governance documents of the demo company (fictional; the kind a STAR Market company publishes). */
export const GOVERNANCE: Bi<GovernanceItem[]> = [
  [
    { title: 'Articles of Association', summary: 'The company constitution as amended by the 2025 Annual General Meeting.' },
    { title: 'Rules of Procedure of the General Meeting', summary: 'How shareholders are convened, vote and are informed.' },
    { title: 'Board of Directors', summary: 'Nine directors, three of them independent; audit, remuneration, nomination and strategy committees.' },
    { title: 'Information Disclosure Management System', summary: 'Who discloses what, when, and how inside information is kept.' },
  ],
  [
    { title: '公司章程', summary: '经2025年年度股东大会修订的公司章程。' },
    { title: '股东大会议事规则', summary: '股东大会的召集、表决及信息披露程序。' },
    { title: '董事会', summary: '董事会由9名董事组成，其中独立董事3名；下设审计、薪酬与考核、提名及战略委员会。' },
    { title: '信息披露管理制度', summary: '信息披露的责任人、时限及内幕信息管理。' },
  ],
];

export const INVESTOR_CONTACT: Bi<InvestorContact> = [
  { office: "Board Secretary's Office", person: 'Ms. Chen Jing, Board Secretary', phone: '+86 21 5000 0000', email: 'ir@example.com', address: 'Building 3, 66 Qiming Road, Pudong New Area, Shanghai 201203' },
  { office: '董事会办公室', person: '董事会秘书 陈静女士', phone: '021-5000 0000', email: 'ir@example.cn', address: '上海市浦东新区启明路66号3号楼（邮编201203）' },
];
