import type { AchievementSeed, L } from '../types'

const t = (ru: string, en: string): L => ({ ru, en })

const chambers = t('Chambers Europe', 'Chambers Europe')
const legal500 = t('The Legal 500 EMEA', 'The Legal 500 EMEA')
const bestLawyers = t('Best Lawyers', 'Best Lawyers')
const pravo300 = t('«Право.ru-300»', 'Pravo.ru-300')
const kommersant = t('«Коммерсантъ»', 'Kommersant')
const iflr = t('IFLR1000', 'IFLR1000')
const whosWhoLegal = t('Who’s Who Legal', 'Who’s Who Legal')
const rg = t('«Российская газета»', 'Rossiyskaya Gazeta')

const disputes = t('Разрешение споров', 'Dispute Resolution')
const bankruptcy = t('Банкротство', 'Bankruptcy')
const band1 = t('Band 1', 'Band 1')
const tier1 = t('1 группа', 'Tier 1')
const firstPlace = t('1 место', '1st place')

/** Rankings, awards and notable case results, 2015 to 2026, three a year. */
export const achievements: AchievementSeed[] = [
  // 2015
  {
    year: 2015,
    source: chambers,
    title: t('Band 2: Разрешение споров', 'Band 2: Dispute Resolution'),
    text: t(
      'Составители рейтинга отметили зрелую судебную практику коллегии и её умение вести параллельные процессы в нескольких инстанциях. Клиенты назвали команду «надёжной опорой в самых напряжённых конфликтах».',
      'The researchers noted the firm’s mature litigation practice and its ability to run parallel proceedings at several levels of court. Clients called the team “a reliable anchor in the most intense conflicts”.',
    ),
    value: t('Band 2', 'Band 2'),
    label: disputes,
    detailsUrl: 'https://chambers.com/law-firm/gromov-larina-partners-europe-7/2015',
    practices: ['dispute-resolution'],
    people: ['gromov', 'volkov'],
  },
  {
    year: 2015,
    source: legal500,
    title: t('Tier 2: Реструктуризация и банкротство', 'Tier 2: Restructuring and Insolvency'),
    text: t(
      'Практика банкротства впервые вошла во второй эшелон рейтинга благодаря работе в процедурах крупных промышленных должников. Отдельно отмечено взаимодействие команды с банками-кредиторами.',
      'The bankruptcy practice entered the second tier for the first time on the strength of its work in the proceedings of large industrial debtors. Its cooperation with creditor banks was singled out.',
    ),
    value: t('Tier 2', 'Tier 2'),
    label: t('Реструктуризация и банкротство', 'Restructuring and Insolvency'),
    detailsUrl: 'https://www.legal500.com/c/russia/restructuring-and-insolvency/2015/',
    practices: ['bankruptcy'],
    people: ['sokolova', 'kiselev'],
  },
  {
    year: 2015,
    source: kommersant,
    title: t(
      'Громкое дело года: убытки с бывшего менеджмента',
      'High-profile case of the year: damages from former management',
    ),
    text: t(
      'Коллегия добилась взыскания убытков с бывшего генерального директора и членов совета директоров машиностроительного холдинга. Суды согласились, что менеджмент действовал недобросовестно, заключая заведомо невыгодные сделки.',
      'The firm obtained damages from the former chief executive and board members of an engineering group. The courts agreed that management had acted in bad faith by entering into patently disadvantageous transactions.',
    ),
    sum: t('1,2 млрд ₽', 'RUB 1.2 bn'),
    practices: ['corporate-disputes'],
    people: ['volkov', 'romanova'],
  },
  // 2016
  {
    year: 2016,
    source: pravo300,
    title: t('Лидер рейтинга в практике «Банкротство»', 'Top tier in Bankruptcy'),
    text: t(
      'Команда вошла в первую группу рейтинга по итогам года, в котором она сопровождала свыше сорока процедур банкротства. Эксперты отметили сочетание работы на стороне кредиторов и защиты контролирующих лиц.',
      'The team reached the first tier after a year in which it handled more than forty insolvency proceedings. The editors noted its combination of creditor-side work and the defence of controlling persons.',
    ),
    value: tier1,
    label: bankruptcy,
    detailsUrl: 'https://pravo.ru/rating/2016/bankruptcy/gromov-larina/',
    practices: ['bankruptcy'],
    people: ['sokolova', 'orlov'],
  },
  {
    year: 2016,
    source: iflr,
    title: t('Рекомендованная фирма: слияния и поглощения', 'Recommended firm: M&A'),
    text: t(
      'Корпоративная практика получила рекомендацию за сопровождение сделок на рынке агропромышленных и логистических активов. Составители обратили внимание на работу команды со структурами совместных предприятий.',
      'The corporate practice was recommended for its work on transactions in agricultural and logistics assets. The researchers drew attention to the team’s experience with joint venture structures.',
    ),
    value: t('Tier 3', 'Tier 3'),
    label: t('Слияния и поглощения', 'M&A'),
    practices: ['corporate-ma'],
    people: ['larina', 'belova'],
  },
  {
    year: 2016,
    source: bestLawyers,
    title: t('Шесть партнёров в рейтинге Best Lawyers', 'Six partners listed in Best Lawyers'),
    text: t(
      'По итогам опроса коллег-юристов сразу шесть партнёров коллегии включены в издание Best Lawyers по России. Рекомендации охватывают судебные споры, арбитраж, банкротство и корпоративное право.',
      'Following a peer survey, six of the firm’s partners were listed in the Russian edition of Best Lawyers. The recommendations cover litigation, arbitration, insolvency and corporate law.',
    ),
    value: t('6', '6'),
    label: t('партнёров в рейтинге', 'partners listed'),
    practices: ['dispute-resolution', 'corporate-ma', 'bankruptcy'],
    people: ['gromov', 'larina', 'volkov', 'sokolova', 'orlov', 'kuznetsov'],
  },
  // 2017
  {
    year: 2017,
    source: chambers,
    title: t('Band 1: Разрешение споров', 'Band 1: Dispute Resolution'),
    text: t(
      'Практика разрешения споров впервые поднялась в первую группу рейтинга. По словам клиентов, команда «одинаково сильна в зале суда и за столом переговоров».',
      'The dispute resolution practice rose to Band 1 for the first time. Clients say the team is “equally strong in the courtroom and at the negotiating table”.',
    ),
    value: band1,
    label: disputes,
    detailsUrl: 'https://chambers.com/law-firm/gromov-larina-partners-europe-7/2017',
    practices: ['dispute-resolution'],
    people: ['gromov', 'volkov', 'kuznetsov'],
  },
  {
    year: 2017,
    source: whosWhoLegal,
    title: t(
      'Ведущие юристы: коммерческий арбитраж',
      'Leading practitioners: Commercial Arbitration',
    ),
    text: t(
      'Три партнёра коллегии включены в международный справочник ведущих специалистов по коммерческому арбитражу. Издание отметило их опыт в спорах по правилам ICC, LCIA и SCC.',
      'Three of the firm’s partners were listed among the world’s leading commercial arbitration practitioners. The guide highlighted their experience of ICC, LCIA and SCC proceedings.',
    ),
    value: t('3 партнёра', '3 partners'),
    label: t('Коммерческий арбитраж', 'Commercial Arbitration'),
    practices: ['international-arbitration'],
    people: ['kuznetsov', 'morozova', 'lebedev'],
  },
  {
    year: 2017,
    source: kommersant,
    title: t(
      'Громкое дело года: налоговый спор промышленного холдинга',
      'High-profile case of the year: an industrial group’s tax dispute',
    ),
    text: t(
      'Арбитражный суд Московского округа поддержал позицию клиента и отменил доначисления по итогам выездной проверки. Суд признал, что налоговый орган не доказал получение необоснованной налоговой выгоды.',
      'The Commercial Court of the Moscow Circuit upheld the client’s position and set aside additional assessments made after a field audit. The court found that the tax authority had failed to prove any unjustified tax benefit.',
    ),
    sum: t('2,8 млрд ₽', 'RUB 2.8 bn'),
    practices: ['tax-disputes'],
    people: ['pavlov', 'tikhonova'],
  },
  // 2018
  {
    year: 2018,
    source: legal500,
    title: t('Tier 1: Реструктуризация и банкротство', 'Tier 1: Restructuring and Insolvency'),
    text: t(
      'Практика банкротства поднялась в первый эшелон рейтинга. Составители отметили работу команды по привлечению контролирующих лиц к субсидиарной ответственности и розыску активов за рубежом.',
      'The insolvency practice moved up to Tier 1. The editors noted the team’s work on holding controlling persons vicariously liable and tracing assets abroad.',
    ),
    value: t('Tier 1', 'Tier 1'),
    label: t('Реструктуризация и банкротство', 'Restructuring and Insolvency'),
    detailsUrl: 'https://www.legal500.com/c/russia/restructuring-and-insolvency/2018/',
    practices: ['bankruptcy'],
    people: ['sokolova', 'orlov'],
  },
  {
    year: 2018,
    source: pravo300,
    title: t(
      'Лидер рейтинга в практике «Арбитражное судопроизводство»',
      'Top tier in Commercial Litigation',
    ),
    text: t(
      'Коллегия вошла в первую группу по арбитражному судопроизводству среди крупных фирм. Редакция учла число выигранных дел в Верховном Суде и сложность представленных проектов.',
      'The firm was placed in the first tier for commercial litigation among large firms. The editors took into account the number of cases won before the Supreme Court and the complexity of the matters submitted.',
    ),
    value: tier1,
    label: t('Арбитражное судопроизводство', 'Commercial Litigation'),
    detailsUrl: 'https://pravo.ru/rating/2018/commercial-litigation/gromov-larina/',
    practices: ['dispute-resolution', 'commercial-disputes'],
    people: ['gromov', 'volkov'],
  },
  {
    year: 2018,
    source: kommersant,
    title: t('1 место: уголовно-правовая защита бизнеса', '1st place: Business Crime Defence'),
    text: t(
      'В рейтинге юридических фирм «Коммерсантъ» практика уголовной защиты заняла первое место в категории крупных проектов. Эксперты выделили дела, прекращённые на стадии предварительного следствия.',
      'In Kommersant’s law firm rating the criminal defence practice took first place in the major matters category. The experts singled out cases that were closed at the pre-trial investigation stage.',
    ),
    value: firstPlace,
    label: t('Уголовное право', 'Criminal Defence'),
    practices: ['criminal-defence'],
    people: ['fedorov', 'egorova'],
  },
  // 2019
  {
    year: 2019,
    source: chambers,
    title: t('Band 1: Банкротство и реструктуризация', 'Band 1: Restructuring/Insolvency'),
    text: t(
      'Команда банкротства вошла в первую группу рейтинга вслед за практикой разрешения споров. Клиенты ценят её за «точность прогнозов и настойчивость в поиске активов».',
      'The insolvency team joined the dispute resolution practice in Band 1. Clients value it for “accurate forecasts and persistence in tracing assets”.',
    ),
    value: band1,
    label: t('Банкротство и реструктуризация', 'Restructuring/Insolvency'),
    detailsUrl: 'https://chambers.com/law-firm/gromov-larina-partners-europe-7/2019',
    practices: ['bankruptcy'],
    people: ['sokolova', 'orlov'],
  },
  {
    year: 2019,
    source: iflr,
    title: t('Tier 2: Слияния и поглощения', 'Tier 2: M&A'),
    text: t(
      'Корпоративная практика поднялась во второй эшелон после серии сделок в фармацевтике и ритейле. Составители выделили сопровождение продажи сети аптек стратегическому инвестору.',
      'The corporate practice moved up to the second tier after a series of pharmaceutical and retail deals. The researchers highlighted the sale of a pharmacy chain to a strategic investor.',
    ),
    value: t('Tier 2', 'Tier 2'),
    label: t('Слияния и поглощения', 'M&A'),
    practices: ['corporate-ma', 'pharma-healthcare'],
    people: ['larina', 'belova', 'markov'],
  },
  {
    year: 2019,
    source: pravo300,
    title: t('Дело года в международном арбитраже', 'International arbitration case of the year'),
    text: t(
      'Состав арбитража ICC удовлетворил требования российской энергетической компании к иностранному подрядчику о возмещении убытков из-за срыва сроков строительства. Решение добровольно исполнено в течение трёх месяцев.',
      'An ICC tribunal upheld a Russian energy company’s claim against a foreign contractor for losses caused by construction delays. The award was honoured voluntarily within three months.',
    ),
    sum: t('45 млн долл. США', 'USD 45 m'),
    detailsUrl: 'https://pravo.ru/rating/2019/cases-of-the-year/arbitration/',
    practices: ['international-arbitration', 'natural-resources-energy'],
    people: ['kuznetsov', 'morozova'],
  },
  // 2020
  {
    year: 2020,
    source: legal500,
    title: t('Tier 1: Разрешение споров', 'Tier 1: Dispute Resolution'),
    text: t(
      'Судебная практика коллегии вошла в первый эшелон рейтинга. Составители отметили, что команда быстро перестроила работу на дистанционные заседания и не потеряла темпа ни в одном процессе.',
      'The firm’s litigation practice was ranked in Tier 1. The editors noted that the team quickly adapted to remote hearings without losing momentum in any of its cases.',
    ),
    value: t('Tier 1', 'Tier 1'),
    label: disputes,
    detailsUrl: 'https://www.legal500.com/c/russia/dispute-resolution/2020/',
    practices: ['dispute-resolution'],
    people: ['gromov', 'volkov', 'lebedev'],
  },
  {
    year: 2020,
    source: bestLawyers,
    title: t(
      'Юрист года в Москве: арбитраж и медиация',
      'Lawyer of the Year in Moscow: Arbitration and Mediation',
    ),
    text: t(
      'Партнёр коллегии признан юристом года в категории «Арбитраж и медиация» по итогам голосования коллег. Это звание в каждой категории присуждается только одному юристу в городе.',
      'A partner of the firm was named Lawyer of the Year for Arbitration and Mediation following a peer vote. Only one lawyer in each city receives the title in each category.',
    ),
    value: t('Юрист года', 'Lawyer of the Year'),
    label: t('Арбитраж и медиация', 'Arbitration and Mediation'),
    practices: ['international-arbitration'],
    people: ['kuznetsov'],
  },
  {
    year: 2020,
    source: kommersant,
    title: t(
      'Громкое дело года: субсидиарная ответственность бенефициаров',
      'High-profile case of the year: beneficial owners held liable',
    ),
    text: t(
      'По заявлению банка-кредитора конечные бенефициары строительной группы привлечены к субсидиарной ответственности по её долгам. Одновременно команда добилась ареста их активов в России и за рубежом.',
      'On a creditor bank’s application, the ultimate beneficial owners of a construction group were held vicariously liable for its debts. At the same time the team secured freezing orders over their assets in Russia and abroad.',
    ),
    sum: t('3,4 млрд ₽', 'RUB 3.4 bn'),
    practices: ['bankruptcy', 'real-estate-construction'],
    people: ['orlov', 'kiselev'],
  },
  // 2021
  {
    year: 2021,
    source: chambers,
    title: t('Band 1: Разрешение споров', 'Band 1: Dispute Resolution'),
    text: t(
      'Коллегия пятый год подряд сохраняет место в первой группе рейтинга по разрешению споров. Клиенты отмечают «глубину аналитики и готовность партнёров лично вести каждое заседание».',
      'The firm has held its Band 1 ranking for dispute resolution for the fifth year in a row. Clients point to “the depth of analysis and the partners’ readiness to handle every hearing personally”.',
    ),
    value: band1,
    label: disputes,
    detailsUrl: 'https://chambers.com/law-firm/gromov-larina-partners-europe-7/2021',
    practices: ['dispute-resolution'],
    people: ['gromov', 'volkov', 'kuznetsov'],
  },
  {
    year: 2021,
    source: pravo300,
    title: t('Лидер рейтинга в практике «Налоговые споры»', 'Top tier in Tax Disputes'),
    text: t(
      'Налоговая практика вошла в первую группу рейтинга. Редакция учла победы клиентов в спорах о дроблении бизнеса и трансфертном ценообразовании.',
      'The tax practice was placed in the first tier. The editors took into account client wins in disputes over business splitting and transfer pricing.',
    ),
    value: tier1,
    label: t('Налоговые споры', 'Tax Disputes'),
    detailsUrl: 'https://pravo.ru/rating/2021/tax-disputes/gromov-larina/',
    practices: ['tax-disputes'],
    people: ['pavlov', 'tikhonova'],
  },
  {
    year: 2021,
    source: whosWhoLegal,
    title: t(
      'Ведущие юристы: уголовная защита бизнеса',
      'Leading practitioners: Business Crime Defence',
    ),
    text: t(
      'Два партнёра коллегии включены в справочник ведущих специалистов по защите бизнеса в уголовных делах. Издание особо отметило их работу с экономическими и налоговыми составами.',
      'Two of the firm’s partners were listed among the leading business crime defence practitioners. The guide particularly noted their work on economic and tax offences.',
    ),
    value: t('2 партнёра', '2 partners'),
    label: t('Уголовная защита бизнеса', 'Business Crime Defence'),
    practices: ['criminal-defence'],
    people: ['fedorov', 'egorova'],
  },
  // 2022
  {
    year: 2022,
    source: pravo300,
    title: t('Лидер рейтинга в практике «Банкротство»', 'Top tier in Bankruptcy'),
    text: t(
      'Практика банкротства подтвердила место в первой группе рейтинга. Эксперты отметили сопровождение реструктуризации долга агрохолдинга без введения процедур банкротства.',
      'The insolvency practice confirmed its first-tier ranking. The experts noted its work on restructuring an agricultural group’s debt without formal insolvency proceedings.',
    ),
    value: tier1,
    label: bankruptcy,
    detailsUrl: 'https://pravo.ru/rating/2022/bankruptcy/gromov-larina/',
    practices: ['bankruptcy', 'agriculture'],
    people: ['sokolova', 'orlov'],
  },
  {
    year: 2022,
    source: kommersant,
    title: t('1 место: разрешение споров в арбитражных судах', '1st place: Commercial Litigation'),
    text: t(
      'В рейтинге юридических фирм «Коммерсантъ» коллегия заняла первое место по арбитражному судопроизводству. Оценивались выручка практики, число крупных дел и отзывы клиентов.',
      'The firm took first place for commercial litigation in Kommersant’s law firm rating. The assessment took into account practice revenue, the number of major cases and client feedback.',
    ),
    value: firstPlace,
    label: t('Арбитражное судопроизводство', 'Commercial Litigation'),
    practices: ['dispute-resolution', 'commercial-disputes'],
    people: ['gromov', 'volkov'],
  },
  {
    year: 2022,
    source: pravo300,
    title: t(
      'Дело года: защита от санкционных рисков',
      'Case of the year: sanctions-related dispute',
    ),
    text: t(
      'Опираясь на статью 248.1 АПК РФ, коллегия перенесла спор с иностранным лизингодателем в российский суд и добилась взыскания стоимости удержанного оборудования. Решение стало одним из первых примеров такого рода.',
      'Relying on Article 248.1 of the Russian Commercial Procedure Code, the firm brought a dispute with a foreign lessor before a Russian court and recovered the value of withheld equipment. The judgment was one of the first of its kind.',
    ),
    sum: t('5,6 млрд ₽', 'RUB 5.6 bn'),
    detailsUrl: 'https://pravo.ru/rating/2022/cases-of-the-year/sanctions/',
    practices: ['international-sanctions', 'foreign-state-courts'],
    people: ['lebedev', 'novikova', 'vinogradov'],
  },
  // 2023
  {
    year: 2023,
    source: pravo300,
    title: t(
      'Лидер рейтинга в практике «Международный арбитраж»',
      'Top tier in International Arbitration',
    ),
    text: t(
      'Арбитражная практика вошла в первую группу рейтинга. Редакция отметила умение команды вести разбирательства в новых центрах — Гонконге, Дубае и Стамбуле — и исполнять решения в сложных юрисдикциях.',
      'The arbitration practice was placed in the first tier. The editors noted the team’s ability to run proceedings at newer seats such as Hong Kong, Dubai and Istanbul and to enforce awards in difficult jurisdictions.',
    ),
    value: tier1,
    label: t('Международный арбитраж', 'International Arbitration'),
    detailsUrl: 'https://pravo.ru/rating/2023/international-arbitration/gromov-larina/',
    practices: ['international-arbitration'],
    people: ['kuznetsov', 'morozova'],
  },
  {
    year: 2023,
    source: kommersant,
    title: t('2 место: корпоративное право и M&A', '2nd place: Corporate and M&A'),
    text: t(
      'Корпоративная практика заняла второе место в рейтинге юридических фирм «Коммерсантъ». Основой результата стали сделки по выходу иностранных инвесторов из российских активов.',
      'The corporate practice took second place in Kommersant’s law firm rating. The result rested on deals in which foreign investors exited Russian assets.',
    ),
    value: t('2 место', '2nd place'),
    label: t('Корпоративное право и M&A', 'Corporate and M&A'),
    practices: ['corporate-ma'],
    people: ['larina', 'belova', 'markov'],
  },
  {
    year: 2023,
    source: rg,
    title: t(
      'Лауреат премии за вклад в правовое просвещение',
      'Award for contribution to legal education',
    ),
    text: t(
      'Редакция «Российской газеты» отметила многолетнюю просветительскую работу коллегии: открытые лекции, публикации для широкой аудитории и бесплатные консультации. Отдельно упомянуты занятия в юридической клинике МГУ.',
      'Rossiyskaya Gazeta recognised the firm’s long-standing educational work: public lectures, articles for a general audience and free consultations. Its sessions at the Moscow State University legal clinic received a special mention.',
    ),
    value: t('Лауреат', 'Laureate'),
    label: t('Правовое просвещение', 'Legal education'),
    people: ['gromov', 'larina'],
  },
  // 2024
  {
    year: 2024,
    source: pravo300,
    title: t('Лидер рейтинга в практике «Разрешение споров»', 'Top tier in Dispute Resolution'),
    text: t(
      'Коллегия вновь вошла в первую группу рейтинга по разрешению споров среди крупных фирм. В заявке были представлены дела из Верховного Суда, Суда по интеллектуальным правам и международного арбитража.',
      'The firm was again placed in the first tier for dispute resolution among large firms. Its submission included cases before the Supreme Court, the Intellectual Property Court and international tribunals.',
    ),
    value: tier1,
    label: disputes,
    detailsUrl: 'https://pravo.ru/rating/2024/dispute-resolution/gromov-larina/',
    practices: ['dispute-resolution'],
    people: ['gromov', 'volkov', 'lebedev'],
  },
  {
    year: 2024,
    source: bestLawyers,
    title: t('Восемь партнёров в рейтинге Best Lawyers', 'Eight partners listed in Best Lawyers'),
    text: t(
      'Число партнёров коллегии в российском издании Best Lawyers выросло до восьми. Впервые в рейтинг вошли специалисты по налоговым спорам и уголовной защите.',
      'The number of the firm’s partners listed in the Russian edition of Best Lawyers rose to eight. Tax dispute and criminal defence specialists were included for the first time.',
    ),
    value: t('8', '8'),
    label: t('партнёров в рейтинге', 'partners listed'),
    practices: ['dispute-resolution', 'tax-disputes', 'criminal-defence'],
    people: [
      'gromov',
      'larina',
      'volkov',
      'sokolova',
      'kuznetsov',
      'morozova',
      'pavlov',
      'fedorov',
    ],
  },
  {
    year: 2024,
    source: kommersant,
    title: t(
      'Громкое дело года: сохранение семейного бизнеса',
      'High-profile case of the year: a family business preserved',
    ),
    text: t(
      'В споре между наследниками основателя торговой сети коллегия добилась мирового соглашения, сохранившего бизнес как единое целое. Суд утвердил соглашение после восьми месяцев переговоров.',
      'In a dispute between the heirs of a retail chain’s founder, the firm secured a settlement that kept the business intact. The court approved the settlement after eight months of negotiations.',
    ),
    sum: t('4,1 млрд ₽', 'RUB 4.1 bn'),
    practices: ['family-and-inheritance', 'private-clients'],
    people: ['zaitseva', 'novikova', 'polyakova'],
  },
  // 2025
  {
    year: 2025,
    source: kommersant,
    title: t('1 место: банкротство', '1st place: Bankruptcy'),
    text: t(
      'Практика банкротства заняла первое место в рейтинге юридических фирм «Коммерсантъ». Эксперты учли объём требований, включённых в реестры в интересах клиентов, и долю успешно оспоренных сделок.',
      'The insolvency practice took first place in Kommersant’s law firm rating. The experts considered the volume of claims admitted to creditor registers on clients’ behalf and the share of transactions successfully challenged.',
    ),
    value: firstPlace,
    label: bankruptcy,
    practices: ['bankruptcy'],
    people: ['sokolova', 'orlov', 'kiselev'],
  },
  {
    year: 2025,
    source: pravo300,
    title: t(
      'Рекомендована в практике «Интеллектуальная собственность»',
      'Recommended in Intellectual Property',
    ),
    text: t(
      'Практика интеллектуальной собственности поднялась во вторую группу рейтинга. Редакция отметила споры о товарных знаках в ритейле и защиту программного обеспечения технологических компаний.',
      'The intellectual property practice moved up to the second tier. The editors noted its trademark disputes in retail and its protection of technology companies’ software.',
    ),
    value: t('2 группа', 'Tier 2'),
    label: t('Интеллектуальная собственность', 'Intellectual Property'),
    detailsUrl: 'https://pravo.ru/rating/2025/intellectual-property/gromov-larina/',
    practices: ['intellectual-property'],
    people: ['belova', 'markov'],
  },
  {
    year: 2025,
    source: pravo300,
    title: t(
      'Дело года: строительный спор с госзаказчиком',
      'Case of the year: construction dispute with a state customer',
    ),
    text: t(
      'Генеральный подрядчик, которого представляла коллегия, взыскал с заказчика стоимость дополнительных работ и неустойку за просрочку оплаты. Верховный Суд отказал заказчику в передаче жалобы на рассмотрение.',
      'The general contractor represented by the firm recovered the cost of additional works and late-payment penalties from the customer. The Supreme Court refused to hear the customer’s appeal.',
    ),
    sum: t('2,3 млрд ₽', 'RUB 2.3 bn'),
    detailsUrl: 'https://pravo.ru/rating/2025/cases-of-the-year/construction/',
    practices: ['real-estate-construction', 'commercial-disputes'],
    people: ['volkov', 'romanova'],
  },
  // 2026
  {
    year: 2026,
    source: pravo300,
    title: t('Лидер рейтинга в практике «Разрешение споров»', 'Top tier in Dispute Resolution'),
    text: t(
      'Судебная практика коллегии восьмой год подряд входит в первую группу рейтинга. Редакция выделила дела о защите от санкционных рисков и исполнении иностранных решений.',
      'The firm’s litigation practice has been in the first tier for the eighth year running. The editors highlighted its sanctions-related cases and the enforcement of foreign judgments.',
    ),
    value: tier1,
    label: disputes,
    detailsUrl: 'https://pravo.ru/rating/2026/dispute-resolution/gromov-larina/',
    practices: ['dispute-resolution', 'foreign-state-courts'],
    people: ['gromov', 'volkov'],
  },
  {
    year: 2026,
    source: kommersant,
    title: t('1 место: уголовное право', '1st place: Criminal Defence'),
    text: t(
      'Практика уголовной защиты вновь возглавила рейтинг юридических фирм «Коммерсантъ». В числе отмеченных дел — прекращение преследования топ-менеджеров промышленной компании за отсутствием состава преступления.',
      'The criminal defence practice again topped Kommersant’s law firm rating. The cases noted included the termination of proceedings against senior managers of an industrial company for lack of any offence.',
    ),
    value: firstPlace,
    label: t('Уголовное право', 'Criminal Defence'),
    practices: ['criminal-defence'],
    people: ['fedorov', 'egorova'],
  },
  {
    year: 2026,
    source: kommersant,
    title: t(
      'Громкое дело года: требования банка в реестре',
      'High-profile case of the year: a bank’s claims admitted',
    ),
    text: t(
      'Коллегия добилась включения требований банка-кредитора в реестр застройщика, несмотря на возражения аффилированных кредиторов. Суд понизил очерёдность требований последних как компенсационного финансирования.',
      'The firm had a creditor bank’s claims admitted to a developer’s register over the objections of affiliated creditors. The court subordinated the latter’s claims as compensatory financing.',
    ),
    sum: t('6,7 млрд ₽', 'RUB 6.7 bn'),
    practices: ['bankruptcy'],
    people: ['orlov', 'sokolova'],
  },
]
