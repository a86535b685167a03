import { OVERSEAS_AREA_PREFIX } from '../../src/contracts/shell.ts';
import type { areas, distributors, industries } from '../db/schema/index.ts';
import { COUNTRIES } from './countries.ts';

export type AreaRow = typeof areas.$inferInsert & { id: number };
export type IndustryRow = typeof industries.$inferInsert & { id: number };
export type DistributorRow = typeof distributors.$inferInsert;

/** The 34 provincial-level divisions of China in GB/T 2260 order: [code, English, Chinese]. */
const AREAS: readonly (readonly [string, string, string])[] = [
  ['BJ', 'Beijing', '北京市'], ['TJ', 'Tianjin', '天津市'], ['HE', 'Hebei', '河北省'], ['SX', 'Shanxi', '山西省'],
  ['NM', 'Inner Mongolia', '内蒙古自治区'], ['LN', 'Liaoning', '辽宁省'], ['JL', 'Jilin', '吉林省'], ['HL', 'Heilongjiang', '黑龙江省'],
  ['SH', 'Shanghai', '上海市'], ['JS', 'Jiangsu', '江苏省'], ['ZJ', 'Zhejiang', '浙江省'], ['AH', 'Anhui', '安徽省'],
  ['FJ', 'Fujian', '福建省'], ['JX', 'Jiangxi', '江西省'], ['SD', 'Shandong', '山东省'], ['HA', 'Henan', '河南省'],
  ['HB', 'Hubei', '湖北省'], ['HN', 'Hunan', '湖南省'], ['GD', 'Guangdong', '广东省'], ['GX', 'Guangxi', '广西壮族自治区'],
  ['HI', 'Hainan', '海南省'], ['CQ', 'Chongqing', '重庆市'], ['SC', 'Sichuan', '四川省'], ['GZ', 'Guizhou', '贵州省'],
  ['YN', 'Yunnan', '云南省'], ['XZ', 'Xizang (Tibet)', '西藏自治区'], ['SN', 'Shaanxi', '陕西省'], ['GS', 'Gansu', '甘肃省'],
  ['QH', 'Qinghai', '青海省'], ['NX', 'Ningxia', '宁夏回族自治区'], ['XJ', 'Xinjiang', '新疆维吾尔自治区'], ['TW', 'Taiwan', '台湾省'],
  ['HK', 'Hong Kong', '香港特别行政区'], ['MO', 'Macao', '澳门特别行政区'],
];

/** The provinces (ids 1-34, kept stable for the rows that refer to them), then the countries outside China. */
export function buildAreas(): AreaRow[] {
  const provinces = AREAS.map(([code, nameEn, nameZh], i) => ({ id: i + 1, code, nameEn, nameZh, sort: (i + 1) * 10 }));
  const countries = COUNTRIES.map(([code, nameEn, nameZh], i) => ({ id: AREAS.length + i + 1, code: `${OVERSEAS_AREA_PREFIX}${code}`, nameEn, nameZh, sort: 10_000 + (i + 1) * 10 }));
  return [...provinces, ...countries];
}

export function buildIndustries(): IndustryRow[] {
  const list: [IndustryRow['segment'], string, string][] = [
    ['research', 'University', '高校'],
    ['research', 'Research Institute', '科研院所'],
    ['research', 'Hospital', '医院'],
    ['industry', 'Pharmaceutical Company', '制药企业'],
    ['industry', 'CRO / CDMO', 'CRO / CDMO'],
    ['industry', 'Diagnostics Company', '诊断企业'],
    ['industry', 'Biotech Company', '生物技术公司'],
    ['industry', 'Other', '其他'],
  ];
  return list.map(([segment, nameEn, nameZh], i) => ({ id: i + 1, segment, nameEn, nameZh, sort: (i + 1) * 10 }));
}

/**
 * Fictional authorised distributors: [area code, English name, Chinese name, contact, phone, mailbox,
 * English address, Chinese address]. Phone numbers use a 5555 exchange and mail goes to example.com.
 */
const DISTRIBUTORS: readonly (readonly [string, string, string, string, string, string, string, string])[] = [
  ['BJ', 'Beijing Chengyuan Bioscience Co., Ltd.', '北京澄源生物科技有限公司', 'Wang Lei 王磊', '010-5555-0101', 'chengyuan', 'Room 1203, Building 4, 18 Kechuang 6th Street, Daxing District, Beijing', '北京市大兴区科创六街18号4号楼1203室'],
  ['BJ', 'Beijing Lanxin Life Technology Co., Ltd.', '北京蓝芯生命科技有限公司', 'Zhao Min 赵敏', '010-5555-0188', 'lanxin', 'Suite 502, 9 Shangdi East Road, Haidian District, Beijing', '北京市海淀区上地东路9号502室'],
  ['SH', 'Shanghai Haiyue Biotech Co., Ltd.', '上海海岳生物技术有限公司', 'Chen Jing 陈静', '021-5555-0210', 'haiyue', 'Floor 3, Building 2, 88 Cailun Road, Pudong New Area, Shanghai', '上海市浦东新区蔡伦路88号2号楼3层'],
  ['SH', 'Shanghai Qiming Reagent Trading Co., Ltd.', '上海启明试剂贸易有限公司', 'Liu Yang 刘洋', '021-5555-0266', 'qiming', 'Room 706, 1500 Zuchongzhi Road, Pudong New Area, Shanghai', '上海市浦东新区祖冲之路1500号706室'],
  ['JS', 'Suzhou Yunhe Bio-Pharma Supply Co., Ltd.', '苏州云禾生物医药供应有限公司', 'Xu Hao 徐浩', '0512-5555-0318', 'yunhe', 'Unit B2-301, 218 Xinghu Street, Suzhou Industrial Park, Jiangsu', '江苏省苏州工业园区星湖街218号B2-301'],
  ['JS', 'Nanjing Ruizhi Life Science Co., Ltd.', '南京睿知生命科学有限公司', 'Sun Li 孙丽', '025-5555-0342', 'ruizhi', 'Room 1101, 3 Xuefu Road, Jiangbei New Area, Nanjing, Jiangsu', '江苏省南京市江北新区学府路3号1101室'],
  ['ZJ', 'Hangzhou Xiguang Biotech Co., Ltd.', '杭州熙光生物科技有限公司', 'Zhou Ting 周婷', '0571-5555-0415', 'xiguang', 'Room 608, 1 Keji Avenue, Qiantang District, Hangzhou, Zhejiang', '浙江省杭州市钱塘区科技大道1号608室'],
  ['GD', 'Guangzhou Huayan Bioscience Co., Ltd.', '广州华研生物科技有限公司', 'Huang Wei 黄伟', '020-5555-0520', 'huayan', 'Room 901, 3 Kaiyuan Avenue, Huangpu District, Guangzhou, Guangdong', '广东省广州市黄埔区开源大道3号901室'],
  ['GD', 'Shenzhen Pengcheng Reagents Co., Ltd.', '深圳鹏程试剂有限公司', 'Lin Feng 林峰', '0755-5555-0577', 'pengcheng', 'Floor 12, Block C, 6 Gaoxin South 7th Road, Nanshan District, Shenzhen, Guangdong', '广东省深圳市南山区高新南七道6号C座12层'],
  ['HB', 'Wuhan Guanggu Jiayuan Biotech Co., Ltd.', '武汉光谷嘉源生物科技有限公司', 'Hu Qiang 胡强', '027-5555-0616', 'jiayuan', 'Room 1502, 666 Gaoxin Avenue, East Lake High-tech Zone, Wuhan, Hubei', '湖北省武汉市东湖高新区高新大道666号1502室'],
  ['SC', 'Chengdu Tianfu Kangyan Biotech Co., Ltd.', '成都天府康研生物科技有限公司', 'Deng Yu 邓宇', '028-5555-0728', 'kangyan', 'Room 803, 88 Keyuan South Road, High-tech Zone, Chengdu, Sichuan', '四川省成都市高新区科园南路88号803室'],
  ['SD', 'Jinan Qilu Shengke Trading Co., Ltd.', '济南齐鲁生科贸易有限公司', 'Ma Rui 马瑞', '0531-5555-0831', 'shengke', 'Room 1006, 2000 Shunhua Road, High-tech Zone, Jinan, Shandong', '山东省济南市高新区舜华路2000号1006室'],
  ['SD', 'Qingdao Haibin Bio-Reagents Co., Ltd.', '青岛海滨生物试剂有限公司', 'Guo Na 郭娜', '0532-5555-0866', 'haibin', 'Room 415, 168 Zhuzhou Road, Laoshan District, Qingdao, Shandong', '山东省青岛市崂山区株洲路168号415室'],
  ['TJ', 'Tianjin Binhai Yikang Biotech Co., Ltd.', '天津滨海益康生物科技有限公司', 'Yang Fan 杨帆', '022-5555-0922', 'yikang', 'Room 302, 6 Xinhuan West Road, Binhai New Area, Tianjin', '天津市滨海新区新环西路6号302室'],
  ['HN', 'Changsha Xiangya Ruikang Biotech Co., Ltd.', '长沙湘雅瑞康生物科技有限公司', 'Tang Jie 唐杰', '0731-5555-1031', 'ruikang', 'Room 1208, 8 Lugu Avenue, Yuelu District, Changsha, Hunan', '湖南省长沙市岳麓区麓谷大道8号1208室'],
  ['SN', "Xi'an Qinchuang Bioscience Co., Ltd.", '西安秦创生物科技有限公司', 'Feng Bo 冯博', '029-5555-1129', 'qinchuang', "Room 1701, 25 Keji Road, High-tech Zone, Xi'an, Shaanxi", '陕西省西安市高新区科技路25号1701室'],
  ['LN', 'Shenyang Beifang Hengxin Biotech Co., Ltd.', '沈阳北方恒信生物科技有限公司', 'Liang Chen 梁晨', '024-5555-1224', 'hengxin', 'Room 610, 7 Zhihui 2nd Street, Hunnan District, Shenyang, Liaoning', '辽宁省沈阳市浑南区智慧二街7号610室'],
  ['CQ', 'Chongqing Shancheng Jianke Biotech Co., Ltd.', '重庆山城健科生物科技有限公司', 'He Xin 何欣', '023-5555-1323', 'jianke', 'Room 908, 19 Jinyu Avenue, Liangjiang New Area, Chongqing', '重庆市两江新区金渝大道19号908室'],
  ['FJ', 'Xiamen Lujiang Biotech Co., Ltd.', '厦门鹭江生物科技有限公司', 'Xie Ying 谢颖', '0592-5555-1459', 'lujiang', 'Room 503, 2 Wanghai Road, Software Park II, Xiamen, Fujian', '福建省厦门市软件园二期望海路2号503室'],
  ['AH', 'Hefei Huiyan Life Science Co., Ltd.', '合肥徽研生命科学有限公司', 'Cao Yun 曹云', '0551-5555-1551', 'huiyan', 'Room 1109, 800 Wangjiang West Road, High-tech Zone, Hefei, Anhui', '安徽省合肥市高新区望江西路800号1109室'],
];

export function buildDistributors(areaRows: AreaRow[]): DistributorRow[] {
  const areaId = new Map(areaRows.map((a) => [a.code, a.id]));
  return DISTRIBUTORS.map(([code, nameEn, nameZh, contact, phone, mailbox, addressEn, addressZh]) => {
    const id = areaId.get(code);
    if (id === undefined) throw new Error(`unknown area ${code}`);
    return { areaId: id, nameEn, nameZh, contact, phone, email: `${mailbox}@example.com`, addressEn, addressZh };
  });
}
