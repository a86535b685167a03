import type { recruitmentPosts } from '../db/schema/index.ts';
import { enZh } from './bilingual.ts';

export type RecruitmentRow = typeof recruitmentPosts.$inferInsert;

type Bi = readonly [en: string, zh: string];

/** Benefits shared by all posts (one per line), plus a post-specific line. */
const WELFARE: Bi[] = [
  ['Five social insurances and housing fund', '五险一金'],
  ['Annual health check and supplementary medical insurance', '年度体检及补充医疗保险'],
  ['Paid annual leave from the first year', '入职即享带薪年假'],
  ['Year-end bonus and project incentives', '年终奖金及项目奖励'],
  ['Training budget and conference attendance', '培训预算及学术会议机会'],
];

interface Post {
  title: Bi;
  department: Bi;
  location: Bi;
  salary: string;
  extraWelfare: Bi;
  content: Bi[];
  requirements: Bi[];
  headcount: number;
  isHot: boolean;
  publishedAt: string;
}

const SUZHOU: Bi = ['Suzhou, Jiangsu', '江苏苏州'];
const SHANGHAI: Bi = ['Shanghai', '上海'];

/** A post as one row: date, title, department, location, salary, headcount, hot, its extra benefit, duties, requirements. */
function post(publishedAt: string, title: Bi, department: Bi, location: Bi, salary: string, headcount: number, isHot: boolean, extraWelfare: Bi, content: Bi[], requirements: Bi[]): Post {
  return { title, department, location, salary, extraWelfare, content, requirements, headcount, isHot, publishedAt };
}

const POSTS: Post[] = [
  post('2026-10-12', ['Protein Purification Scientist', '蛋白纯化科学家'], ['Protein R&D', '蛋白研发部'], SUZHOU, '18k-30k', 2, true, ['Lab relocation allowance', '实验室搬迁补贴'], [['Design and run purification processes for recombinant proteins from E. coli, insect and HEK293 hosts', '设计并执行大肠杆菌、昆虫及HEK293表达重组蛋白的纯化工艺'], ['Develop affinity, ion-exchange and size-exclusion steps and scale them to 50 L', '开发亲和、离子交换及分子筛层析步骤并放大至50 L规模'], ['Write SOPs and batch records; support QC release', '撰写SOP及批记录，配合QC放行']], [['MSc or PhD in biochemistry, bioengineering or a related field', '生物化学、生物工程或相关专业硕士及以上学历'], ['Hands-on experience with ÄKTA systems and chromatography method development', '熟练使用ÄKTA系统，具备层析方法开发经验'], ['Careful record keeping and good written English', '记录严谨，英文读写良好']]),
  post('2026-10-28', ['mRNA Process Development Engineer', 'mRNA工艺开发工程师'], ['mRNA Platform', 'mRNA平台部'], SUZHOU, '20k-35k', 2, true, ['Stock option plan for key staff', '核心员工股票期权计划'], [['Optimise IVT, enzymatic capping and purification of mRNA at gram scale', '优化克级规模mRNA体外转录、酶法加帽及纯化工艺'], ['Evaluate cap analogs, modified NTPs and enzymes from our catalogue in customer workflows', '在客户工艺中评估公司帽类似物、修饰核苷酸及酶产品'], ['Run LC-MS capping and dsRNA analytics with the QC team', '与QC团队合作开展LC-MS加帽率及dsRNA检测']], [['MSc or above in molecular biology, chemical engineering or pharmacy', '分子生物学、化学工程或药学硕士及以上学历'], ['Two or more years of mRNA or oligonucleotide process experience', '两年及以上mRNA或寡核苷酸工艺经验'], ['Familiar with TFF, chromatography and GMP documentation', '熟悉TFF、层析及GMP文件体系']]),
  post('2026-11-03', ['Sales Representative (East China)', '销售代表（华东区）'], ['Sales', '销售部'], SHANGHAI, '12k-20k', 3, true, ['Travel and communication allowances', '差旅及通讯补贴'], [['Develop accounts at universities, hospitals and biotech companies in Shanghai, Jiangsu and Zhejiang', '开发沪苏浙地区高校、医院及生物技术公司客户'], ['Present products and organise technical seminars with application scientists', '与应用科学家共同开展产品推介及技术讲座'], ['Keep customer records and forecasts up to date in the CRM', '在CRM中及时维护客户信息与销售预测']], [['Bachelor degree or above in life sciences', '生命科学相关专业本科及以上学历'], ['Sales experience in reagents or instruments preferred; graduates welcome', '有试剂或仪器销售经验者优先，欢迎应届生'], ['Willing to travel within the region', '能适应区域内出差']]),
  post('2026-09-15', ['Technical Support Specialist', '技术支持专员'], ['Customer Service', '客户服务部'], SHANGHAI, '12k-18k', 1, false, ['Flexible working hours', '弹性工作时间'], [['Answer technical enquiries by phone, e-mail and online chat within 24 hours', '24小时内通过电话、邮件及在线渠道答复技术咨询'], ['Troubleshoot customer experiments and write application notes', '协助客户排查实验问题并撰写应用文档'], ['Maintain the troubleshooting knowledge base for the website', '维护官网产品常见问题知识库']], [['Master degree in biology or biochemistry', '生物学或生物化学硕士学历'], ['Practical experience with ELISA, cell culture or protein work', '具备ELISA、细胞培养或蛋白实验经验'], ['Clear communicator in Chinese and English', '中英文沟通表达清晰']]),
  post('2026-08-20', ['Bioinformatics Engineer', '生物信息工程师'], ['Digital & Data', '数字化与数据部'], SUZHOU, '20k-32k', 1, false, ['Hybrid working (two days remote per week)', '混合办公（每周两天远程）'], [['Build sequence-analysis tools for the mRNA capping toolbox and construct design', '为mRNA加帽工具箱及构建体设计开发序列分析工具'], ['Maintain pipelines for antibody and cell-line sequencing data', '维护抗体及细胞株测序数据分析流程'], ['Work with web developers to bring calculations to customers', '与网站开发团队合作将计算工具提供给客户']], [['MSc or PhD in bioinformatics, computer science or a related field', '生物信息学、计算机或相关专业硕士及以上学历'], ['Fluent in Python or TypeScript; SQL and Git', '熟练使用Python或TypeScript，掌握SQL及Git'], ['Understanding of nucleic-acid chemistry is a plus', '了解核酸化学者优先']]),
  post('2026-07-30', ['QA Specialist', 'QA专员'], ['Quality Assurance', '质量保证部'], SUZHOU, '13k-20k', 1, false, ['Sponsored quality certifications', '资助质量体系相关认证'], [['Review batch records, deviations and change controls', '审核批记录、偏差及变更控制'], ['Maintain the ISO 9001 and ISO 13485 quality systems and support audits', '维护ISO 9001及ISO 13485质量体系并支持审计'], ['Approve certificates of analysis before release', '审批产品分析证书（COA）放行']], [['Bachelor degree or above in pharmacy, biology or chemistry', '药学、生物或化学相关专业本科及以上学历'], ['Two or more years of QA experience in reagents or pharma', '两年及以上试剂或制药行业QA经验'], ['Detail-oriented and independent', '细致严谨，能独立工作']]),
  post('2026-10-05', ['Regional Sales Manager (South China)', '区域销售经理（华南区）'], ['Sales', '销售部'], ['Guangzhou, Guangdong', '广东广州'], '25k-40k', 1, true, ['Company car allowance', '用车补贴'], [['Lead a team of four representatives in Guangdong, Fujian and Hainan', '带领四人团队负责广东、福建及海南市场'], ['Own key accounts in biopharma and CRO/CDMO companies', '负责生物制药及CRO/CDMO重点客户'], ['Plan distributor coverage and regional marketing events', '规划经销商覆盖及区域市场活动']], [['Five or more years of life-science sales, two as a manager', '五年以上生命科学销售经验，其中两年以上管理经验'], ['Network in the South China biopharma community', '在华南生物医药领域有客户资源'], ['Bachelor degree or above', '本科及以上学历']]),
  post('2026-06-18', ['Cell Biology Scientist (Cell Line Development)', '细胞生物学科学家（细胞株开发）'], ['Cell Technology', '细胞技术部'], SUZHOU, '18k-28k', 1, false, ['Publication and patent awards', '论文及专利奖励'], [['Build stable overexpression, reporter and knockout cell lines', '构建稳转过表达、报告基因及敲除细胞株'], ['Validate lines by flow cytometry, qPCR and functional assays', '通过流式、qPCR及功能实验验证细胞株'], ['Support custom cell-line projects for customers', '支持客户定制细胞株项目']], [['PhD or MSc with three years of experience in cell biology', '细胞生物学博士，或硕士且有三年以上经验'], ['Experience with lentiviral vectors and CRISPR/Cas9', '具备慢病毒载体及CRISPR/Cas9经验'], ['Good project management skills', '良好的项目管理能力']]),
];

/** A list as one text per language, one item a line. */
const lines = (list: Bi[]): Bi => [list.map((b) => b[0]).join('\n'), list.map((b) => b[1]).join('\n')];

export function buildRecruitment(): RecruitmentRow[] {
  return POSTS.map((p) => ({
    ...enZh('title', p.title),
    ...enZh('department', p.department),
    ...enZh('location', p.location),
    salary: p.salary,
    ...enZh('welfare', lines([...WELFARE, p.extraWelfare])),
    ...enZh('content', lines(p.content)),
    ...enZh('requirements', lines(p.requirements)),
    headcount: p.headcount,
    isHot: p.isHot,
    publishedAt: p.publishedAt,
  }));
}
