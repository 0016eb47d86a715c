import type { L, Paragraphs, PostSeed } from '../types'

const t = (ru: string, en: string): L => ({ ru, en })
const p = (ru: string[], en: string[]): Paragraphs => ({ ru, en })

/** Press center, 2019: the arbitration reform in practice, procedural reform, rankings. */
const posts2019: PostSeed[] = [
  {
    key: 'e-2019-supreme-court-bankruptcy',
    type: 'news',
    seo: {
      title: t(
        'Субсидиарная ответственность: Верховный Суд поддержал коллегию',
        'Subsidiary liability: the Supreme Court sides with the firm',
      ),
      description: t(
        'Верховный Суд отменил акты нижестоящих судов и направил на новое рассмотрение требование к бывшим контролирующим лицам застройщика.',
        'The Supreme Court set aside the lower courts’ rulings and remitted the claim against the developer’s former controlling persons.',
      ),
      shareImage: true,
    },
    publishedAt: '2019-01-10',
    title: t(
      'Верховный Суд поддержал позицию коллегии в деле о субсидиарной ответственности',
      'Supreme Court sides with the firm in a subsidiary liability case',
    ),
    summary: t(
      'Судебная коллегия по экономическим спорам Верховного Суда отменила акты нижестоящих судов и направила на новое рассмотрение требование о привлечении бывших контролирующих лиц строительной компании к субсидиарной ответственности.',
      'The Judicial Chamber for Economic Disputes of the Supreme Court set aside the lower courts’ rulings and remitted a claim to hold the former controlling persons of a construction company subsidiarily liable.',
    ),
    body: p(
      [
        'Коллегия представляет интересы банка — крупнейшего конкурсного кредитора строительной компании, признанной банкротом в 2017 году. Долг перед кредиторами превышает 1,3 млрд рублей, а основные активы должника за полтора года до банкротства были переданы аффилированным компаниям по заниженной цене.',
        'Суды трёх инстанций отказали в привлечении бывших участников и генерального директора к субсидиарной ответственности, посчитав недоказанным, что именно эти сделки привели к несостоятельности. Верховный Суд указал, что суды не применили презумпции, установленные главой III.2 Закона о банкротстве и разъяснённые в постановлении Пленума № 53 от 21 декабря 2017 года: при совершении существенно убыточных сделок бремя доказывания добросовестности переходит на контролирующих лиц.',
        'Дело направлено на новое рассмотрение в Арбитражный суд города Москвы. Определение Верховного Суда важно для всех кредиторов, которые сталкиваются с выводом активов накануне банкротства: суд напомнил, что формальное соблюдение корпоративных процедур не освобождает бенефициаров от ответственности.',
      ],
      [
        'The firm acts for a bank that is the largest creditor in the insolvency of a construction company declared bankrupt in 2017. The debt owed to creditors exceeds RUB 1.3 billion, and the debtor’s core assets were transferred to affiliated companies at an undervalue eighteen months before the bankruptcy.',
        'Courts at three levels refused to hold the former shareholders and the chief executive subsidiarily liable, finding it unproven that these particular transactions caused the insolvency. The Supreme Court held that the courts had failed to apply the presumptions set out in Chapter III.2 of the Insolvency Law and explained in Plenum Resolution No. 53 of 21 December 2017: where materially loss-making transactions have been made, the burden of proving good faith shifts to the controlling persons.',
        'The case has been remitted to the Arbitrazh Court of the City of Moscow. The ruling matters to every creditor facing the stripping of assets on the eve of insolvency: the Court reminded that formal compliance with corporate procedures does not shield beneficial owners from liability.',
      ],
    ),
    authors: ['volkov', 'vinogradov'],
    practices: ['bankruptcy', 'corporate-disputes'],
    sectors: ['banking-finance', 'construction'],
  },
  {
    key: 'e-2019-arbitration-reform-results',
    type: 'publication',
    publishedAt: '2019-02-18',
    title: t(
      'Реформа арбитража: что изменилось за два с половиной года',
      'The arbitration reform two and a half years on',
    ),
    summary: t(
      'Разбираем, как закон об арбитраже 2015 года изменил рынок третейского разбирательства в России, и что это значит для составления арбитражных оговорок сегодня.',
      'We look at how the 2015 Arbitration Law has reshaped the Russian arbitration market and what it means for drafting arbitration clauses today.',
    ),
    body: p(
      [
        'Федеральный закон № 382-ФЗ «Об арбитраже (третейском разбирательстве) в Российской Федерации» вступил в силу 1 сентября 2016 года и задумывался как средство против «карманных» третейских судов. Спустя два с половиной года можно подвести первые итоги: с 1 ноября 2017 года администрировать споры вправе лишь постоянно действующие арбитражные учреждения, получившие соответствующее право от Правительства, и их число пока исчисляется единицами.',
        'Для бизнеса это означает прежде всего необходимость проверить старые договоры. Оговорка о передаче спора в учреждение, не получившее права, не исполнима как оговорка об администрируемом арбитраже, и суды нередко приходят к выводу, что спор подлежит рассмотрению в государственном суде. Мы рекомендуем выбирать МКАС при ТПП РФ, Российский арбитражный центр при РИСА или иные признанные учреждения и использовать их типовые оговорки без изменений.',
        'Отдельного внимания заслуживают корпоративные споры. Закон допускает их передачу в арбитраж только при соблюдении специальных условий: спор должен администрироваться учреждением, утвердившим правила корпоративных споров, а арбитражное соглашение для ряда категорий должно быть включено в устав. Арбитраж ad hoc для таких споров недоступен.',
        'В целом реформа сделала российский арбитраж прозрачнее, но и требовательнее к сторонам. Ошибка в оговорке, допущенная на этапе переговоров, может обернуться годом процессуальных споров о компетенции. Поэтому проверка арбитражных соглашений должна стать стандартной частью due diligence и подготовки крупных сделок.',
      ],
      [
        'Federal Law No. 382-FZ on Arbitration (Arbitral Proceedings) in the Russian Federation came into force on 1 September 2016 and was designed to do away with “pocket” arbitral tribunals. Two and a half years later, a first assessment is possible: since 1 November 2017 only permanent arbitral institutions granted the right by the Government may administer disputes, and they can still be counted on the fingers of two hands.',
        'For businesses this primarily means reviewing existing contracts. A clause referring disputes to an institution that has not obtained the right cannot be enforced as an institutional arbitration agreement, and courts often conclude that the dispute belongs before a state court. We recommend choosing the ICAC at the Russian Chamber of Commerce and Industry, the Russian Arbitration Center at the Russian Institute of Modern Arbitration or another recognised institution, and using their model clauses without amendment.',
        'Corporate disputes deserve particular attention. The law allows them to be arbitrated only under special conditions: the dispute must be administered by an institution that has adopted rules for corporate disputes, and for certain categories the arbitration agreement must be included in the company’s charter. Ad hoc arbitration is not available for such disputes.',
        'Overall, the reform has made Russian arbitration more transparent but also more demanding of the parties. A flaw in a clause made at the negotiating stage may lead to a year of procedural battles over jurisdiction. Reviewing arbitration agreements should therefore become a standard part of due diligence and of preparing major transactions.',
      ],
    ),
    authors: ['orlov', 'kiselev'],
    practices: ['international-arbitration', 'dispute-resolution'],
    sourceUrl: 'https://zakon.ru/blog/2019/02/18/reforma-arbitrazha-promezhutochnye-itogi',
  },
  {
    key: 'e-2019-new-partner-tax',
    type: 'news',
    publishedAt: '2019-03-25',
    title: t(
      'Практику налоговых споров коллегии возглавил новый партнёр',
      'A new partner to lead the firm’s tax disputes practice',
    ),
    summary: t(
      'В коллегию пришёл партнёр с многолетним опытом защиты компаний в налоговых проверках и спорах с ФНС России, чтобы возглавить практику налоговых споров.',
      'A partner with many years’ experience of defending companies in tax audits and disputes with the Federal Tax Service has joined the firm to lead its tax disputes practice.',
    ),
    body: p(
      [
        'Новый партнёр специализируется на сопровождении выездных налоговых проверок, досудебном обжаловании и судебных спорах по налогу на прибыль, НДС и налогу на добычу полезных ископаемых. За плечами — более 150 дел в арбитражных судах, включая споры, рассмотренные Верховным Судом.',
        'Особое внимание практика будет уделять спорам о применении статьи 54.1 Налогового кодекса о пределах осуществления прав налогоплательщиков: после её появления в 2017 году налоговые органы всё чаще оспаривают реальность сделок и деловую цель операций, а цена ошибки для бизнеса заметно выросла.',
        'Усиление налоговой практики — часть стратегии коллегии по созданию полноценной команды по разрешению споров, способной сопровождать клиента от первых запросов налогового органа до Верховного Суда.',
      ],
      [
        'The new partner specialises in field tax audits, pre-trial appeals and litigation over profit tax, VAT and mineral extraction tax, with more than 150 cases argued before the state commercial courts, including matters heard by the Supreme Court.',
        'The practice will focus in particular on disputes under Article 54.1 of the Tax Code, which sets limits on the exercise of taxpayers’ rights. Since it was introduced in 2017, tax authorities have increasingly challenged the reality of transactions and the business purpose of operations, and the cost of a mistake has risen sharply for businesses.',
        'Strengthening the tax practice is part of the firm’s strategy of building a full-service disputes team able to support a client from the tax authority’s first requests all the way to the Supreme Court.',
      ],
    ),
    authors: ['sokolova'],
    practices: ['tax-disputes'],
  },
  {
    key: 'e-2019-corporate-disputes-conference',
    type: 'event',
    publishedAt: '2019-03-28',
    title: t(
      'Конференция «Корпоративные споры: контроль, убытки, выход из бизнеса»',
      'Conference “Corporate disputes: control, damages and exit”',
    ),
    summary: t(
      'Партнёры коллегии вместе с судьями в отставке и корпоративными юристами обсудят ключевые позиции Верховного Суда по корпоративным конфликтам.',
      'The firm’s partners, retired judges and in-house counsel will discuss the Supreme Court’s key positions on corporate conflicts.',
    ),
    body: p(
      [
        'Коллегия пригласила руководителей юридических департаментов, собственников бизнеса и членов советов директоров на ежегодную конференцию, посвящённую корпоративным спорам. В этом году в центре внимания — борьба за контроль над компанией, взыскание убытков с директоров и способы выхода участника из общества.',
        'В программе три сессии: практика применения статьи 53.1 Гражданского кодекса об ответственности лиц, уполномоченных действовать от имени юридического лица; исключение участника из ООО и споры о действительной стоимости доли; корпоративные договоры и опционы в российском праве. Каждая сессия завершится разбором реального, но обезличенного кейса.',
        'Участие бесплатное, количество мест ограничено. Для регистрации направьте заявку через форму на сайте; подтверждение придёт на указанный адрес электронной почты не позднее чем за неделю до мероприятия.',
      ],
      [
        'The firm invited heads of legal departments, business owners and board members to its annual conference on corporate disputes. This year the focus was on battles for control of a company, damages claims against directors and the ways in which a member can exit a company.',
        'The programme comprises three sessions: the application of Article 53.1 of the Civil Code on the liability of persons authorised to act on behalf of a legal entity; the expulsion of members from limited liability companies and disputes over the actual value of an interest; and shareholder agreements and options under Russian law. Each session ends with a walk-through of a real but anonymised case.',
        'Attendance is free of charge and places are limited. To register, please submit a request using the form on the website; confirmation will be sent to the e-mail address provided no later than one week before the event.',
      ],
    ),
    authors: ['gromov', 'larina'],
    practices: ['corporate-disputes', 'dispute-resolution'],
    event: {
      startsAt: '2019-04-18T10:00:00+03:00',
      endsAt: '2019-04-18T17:00:00+03:00',
      place: t('Москва, конференц-зал «Известия Hall»', 'Moscow, Izvestia Hall'),
    },
  },
  {
    key: 'e-2019-legal-500-rankings',
    type: 'news',
    publishedAt: '2019-05-16',
    title: t(
      'Коллегия укрепила позиции в рейтинге The Legal 500 EMEA',
      'The firm strengthens its standing in The Legal 500 EMEA',
    ),
    summary: t(
      'Международное издание The Legal 500 отметило коллегию в трёх категориях, включая разрешение споров, международный арбитраж и банкротство.',
      'The international guide The Legal 500 has ranked the firm in three categories, including dispute resolution, international arbitration and insolvency.',
    ),
    body: p(
      [
        'В новом выпуске The Legal 500 EMEA коллегия поднялась в категории «Разрешение споров» и впервые рекомендована в категории «Международный арбитраж». Практика банкротства сохранила свои позиции среди ведущих команд страны.',
        'Составители рейтинга отмечают способность команды вести сложные многоюрисдикционные процессы и «редкое для российского рынка сочетание судебного опыта и глубокого знания корпоративного права». Клиенты в отзывах называют сильными сторонами коллегии быстроту реакции, прямое участие партнёров в делах и точность прогнозов.',
        'Мы благодарим клиентов, которые нашли время дать отзывы исследователям, и коллег, чья работа стоит за этими оценками. Рейтинг — повод не успокаиваться, а продолжать повышать стандарты нашей работы.',
      ],
      [
        'In the new edition of The Legal 500 EMEA the firm has moved up in the Dispute Resolution category and is recommended for the first time in International Arbitration. The insolvency practice has retained its place among the country’s leading teams.',
        'The researchers highlight the team’s ability to run complex multi-jurisdictional proceedings and its “combination of trial experience and deep knowledge of corporate law, rare on the Russian market”. In their feedback, clients single out the firm’s responsiveness, the direct involvement of partners in cases and the accuracy of its assessments.',
        'We thank the clients who found time to speak to the researchers and the colleagues whose work lies behind these results. A ranking is a reason not to rest but to keep raising the standards of our work.',
      ],
    ),
    authors: ['gromov'],
    practices: ['dispute-resolution', 'international-arbitration'],
  },
  {
    key: 'e-2019-procedural-reform',
    type: 'publication',
    publishedAt: '2019-09-16',
    title: t(
      'Процессуальная реформа: к чему готовиться с 1 октября 2019 года',
      'Procedural reform: what to expect from 1 October 2019',
    ),
    summary: t(
      'С 1 октября начинают работу новые кассационные и апелляционные суды общей юрисдикции, меняются требования к представителям и правила о групповых исках. Разбираем главное для бизнеса.',
      'From 1 October new cassation and appellate courts of general jurisdiction begin work, and the rules on representatives and class actions change. We set out what matters for businesses.',
    ),
    body: p(
      [
        'Федеральный закон № 451-ФЗ от 28 ноября 2018 года, вносящий изменения в процессуальные кодексы, вступает в силу одновременно с открытием девяти кассационных и пяти апелляционных судов общей юрисдикции. Для системы судов общей юрисдикции это самая масштабная перестройка за последние десятилетия: кассационная инстанция становится «сплошной», то есть жалоба рассматривается в судебном заседании без предварительного отбора судьёй.',
        'Существенно меняются требования к представителям. В арбитражных судах и судах общей юрисдикции (за исключением мировых судей и районных судов) представлять интересы сторон смогут только адвокаты и лица с высшим юридическим образованием или учёной степенью по юридической специальности. Компаниям стоит заранее проверить доверенности и документы об образовании сотрудников, которые ходят в суды.',
        'Одновременно вступает в силу Федеральный закон № 191-ФЗ о групповых исках. Новые главы ГПК и АПК позволяют объединять требования двадцати и более лиц, предусматривают присоединение к иску через публикацию и регулируют вознаграждение представителя группы. Для потребительского сектора, застройщиков и эмитентов это означает новый уровень процессуальных рисков.',
        'Наша рекомендация — провести ревизию текущих судебных дел и внутренних регламентов: проверить, в какой суд после реформы будут подаваться жалобы, как изменятся сроки, и оценить вероятность групповых исков в отношении продуктов и услуг компании.',
      ],
      [
        'Federal Law No. 451-FZ of 28 November 2018 amending the procedural codes comes into force together with the opening of nine cassation and five appellate courts of general jurisdiction. It is the most far-reaching restructuring of the general courts in decades: cassation review becomes “continuous”, meaning that an appeal is heard at a hearing without preliminary screening by a single judge.',
        'The requirements for representatives change substantially. Before the state commercial courts and the courts of general jurisdiction (except justices of the peace and district courts) parties may be represented only by advocates and persons holding a law degree or an academic degree in law. Companies should check in advance the powers of attorney and degree certificates of employees who appear in court.',
        'Federal Law No. 191-FZ on class actions takes effect at the same time. New chapters of the Civil and Arbitrazh Procedure Codes allow the claims of twenty or more persons to be combined, provide for joining a claim by way of public notice and regulate the fee of the group’s representative. For consumer businesses, developers and issuers this means a new level of litigation risk.',
        'We recommend reviewing pending cases and internal policies: checking which court will hear appeals after the reform, how time limits will change, and how likely class actions are in respect of the company’s products and services.',
      ],
    ),
    authors: ['larina', 'romanova'],
    practices: ['dispute-resolution', 'commercial-disputes'],
  },
  {
    key: 'e-2019-digital-rights-civil-code',
    type: 'publication',
    publishedAt: '2019-10-07',
    title: t(
      'Цифровые права и смарт-контракты: новые статьи Гражданского кодекса',
      'Digital rights and smart contracts: the new provisions of the Civil Code',
    ),
    summary: t(
      'С 1 октября 2019 года в Гражданском кодексе появились цифровые права, автоматическое исполнение обязательств и договор о предоставлении информации. Оцениваем, что эти нормы дают бизнесу уже сейчас.',
      'Since 1 October 2019 the Civil Code has recognised digital rights, automatic performance of obligations and a contract for the provision of information. We assess what these rules offer businesses today.',
    ),
    body: p(
      [
        'Федеральный закон № 34-ФЗ от 18 марта 2019 года ввёл в Гражданский кодекс статью 141.1 о цифровых правах. Законодатель выбрал осторожный подход: цифровыми правами признаются лишь те обязательственные и иные права, которые прямо названы таковыми в законе и существуют в информационной системе по её правилам. Иными словами, сама по себе новая статья не легализует криптовалюты и токены — она создаёт рамку, которую должны наполнить специальные законы.',
        'Практически более значимы изменения в статьях 160 и 309 ГК. Сделка, совершённая с помощью электронных или иных технических средств, признаётся совершённой в письменной форме, если позволяет воспроизвести её содержание и достоверно определить лицо, выразившее волю. Договор теперь может предусматривать исполнение обязательств без отдельного волеизъявления сторон путём применения информационных технологий — это и есть российская модель смарт-контракта.',
        'Новая статья 783.1 вводит договор об оказании услуг по предоставлению информации и допускает условие о неразглашении полученных сведений. Для компаний, работающих с данными, это возможность чётче выстроить договорную защиту информации, не являющейся коммерческой тайной.',
        'Мы рекомендуем уже сейчас пересмотреть шаблоны договоров, заключаемых через онлайн-платформы и обмен сообщениями, и предусмотреть в них порядок идентификации сторон, фиксации волеизъявления и разрешения споров об автоматическом исполнении. Судебная практика по новым нормам только начнёт складываться, и хорошо составленный договор станет лучшим доказательством.',
      ],
      [
        'Federal Law No. 34-FZ of 18 March 2019 added Article 141.1 on digital rights to the Civil Code. The legislator took a cautious approach: only those contractual and other rights that a statute expressly designates as such and that exist within an information system under its rules qualify as digital rights. In other words, the new article does not by itself legalise cryptocurrencies or tokens; it creates a framework to be filled by special legislation.',
        'Of greater practical importance are the amendments to Articles 160 and 309. A transaction made by electronic or other technical means is deemed to be in writing if its content can be reproduced and the person expressing the will can be reliably identified. A contract may now provide for obligations to be performed without a separate expression of will by the parties through the use of information technology — the Russian model of a smart contract.',
        'New Article 783.1 introduces a contract for services consisting in the provision of information and allows a non-disclosure condition. For data-driven companies this is an opportunity to build clearer contractual protection for information that does not qualify as a trade secret.',
        'We recommend reviewing now the templates of contracts concluded via online platforms and messaging, providing for how parties are identified, how their will is recorded and how disputes over automatic performance are resolved. Case law on the new rules is only beginning to form, and a well-drafted contract will be the best evidence.',
      ],
    ),
    authors: ['kuznetsov', 'markov'],
    practices: ['corporate-ma', 'intellectual-property'],
    sectors: ['technology'],
  },
  {
    key: 'e-2019-pravo-300',
    type: 'news',
    publishedAt: '2019-11-14',
    title: t(
      'Коллегия — в числе лидеров рейтинга «Право-300» 2019 года',
      'The firm among the leaders of the 2019 Pravo.ru-300 ranking',
    ),
    summary: t(
      'По итогам исследования «Право-300» коллегия вошла в первые группы в номинациях «Разрешение споров», «Банкротство» и «Налоговые споры».',
      'In the Pravo.ru-300 survey the firm has been placed in the top bands for Dispute Resolution, Bankruptcy and Tax Disputes.',
    ),
    body: p(
      [
        'Портал «Право.ру» опубликовал результаты ежегодного рейтинга юридических фирм «Право-300». Коллегия сохранила место в первой группе в номинации «Разрешение споров: арбитражные суды» и поднялась во вторую группу в номинации «Налоговые споры» — всего через полгода после того, как практику возглавил новый партнёр.',
        'Практика банкротства отмечена в первой группе в номинации «Банкротство: представление интересов кредиторов»; составители рейтинга обратили внимание на дело о субсидиарной ответственности, рассмотренное Верховным Судом в начале года. Практика международного арбитража впервые вошла в рейтинг в соответствующей номинации.',
        'Рейтинг «Право-300» строится на анкетах фирм, подтверждённых данными картотеки арбитражных дел, и на отзывах клиентов. Мы благодарны клиентам за доверие и за время, которое они уделили исследованию.',
      ],
      [
        'The legal portal Pravo.ru has published the results of its annual law firm ranking, Pravo.ru-300. The firm has kept its top-band position in Dispute Resolution: State Commercial Courts and has moved up to the second band in Tax Disputes, just six months after a new partner took charge of the practice.',
        'The insolvency practice is ranked in the top band in Bankruptcy: Creditor Representation; the researchers noted the subsidiary liability case heard by the Supreme Court earlier in the year. The international arbitration practice entered the ranking in its category for the first time.',
        'Pravo.ru-300 is based on firms’ submissions verified against the court case database and on client feedback. We are grateful to our clients for their trust and for the time they gave to the survey.',
      ],
    ),
    authors: ['gromov', 'larina'],
    practices: ['dispute-resolution', 'bankruptcy'],
  },
]

/** Press center, 2020: the pandemic, court closures, the bankruptcy moratorium. */
const posts2020: PostSeed[] = [
  {
    key: 'e-2020-tax-cassation-win',
    type: 'news',
    publishedAt: '2020-01-28',
    title: t(
      'Кассация подтвердила отмену доначислений на 420 млн рублей',
      'Cassation court upholds annulment of RUB 420 million in additional tax assessments',
    ),
    summary: t(
      'Арбитражный суд Московского округа оставил в силе решения, которыми признано недействительным решение налоговой инспекции о доначислении налога на прибыль и НДС промышленной компании — клиенту коллегии.',
      'The Arbitrazh Court of the Moscow District has upheld the rulings invalidating a tax inspectorate’s decision to assess additional profit tax and VAT against an industrial company represented by the firm.',
    ),
    body: p(
      [
        'По итогам выездной проверки инспекция сочла, что компания получила необоснованную налоговую выгоду по сделкам с подрядчиками, и со ссылкой на статью 54.1 Налогового кодекса доначислила налоги, пени и штрафы на общую сумму около 420 млн рублей. Основной довод налогового органа — недостаточность у подрядчиков персонала и техники.',
        'Команда коллегии собрала доказательства реального выполнения работ: исполнительную документацию, переписку, показания сотрудников заказчика и экспертное заключение о выполненных объёмах. Суды согласились, что сама по себе структура подрядчика не опровергает реальность сделки, а налоговый орган не установил, кем ещё могли быть выполнены работы.',
        'Постановление кассации подтверждает важный подход: при применении статьи 54.1 налоговый орган должен доказать, что обязательство не было исполнено указанным лицом, а не ограничиваться формальными признаками «технических» компаний. Решение вступило в законную силу.',
      ],
      [
        'Following a field audit, the inspectorate found that the company had obtained an unjustified tax benefit from transactions with contractors and, relying on Article 54.1 of the Tax Code, assessed additional taxes, late-payment interest and penalties totalling some RUB 420 million. The authority’s main argument was that the contractors lacked staff and equipment.',
        'The firm’s team gathered evidence that the works had actually been performed: as-built documentation, correspondence, testimony from the client’s employees and an expert report on the volumes completed. The courts agreed that the contractors’ structure alone did not disprove the reality of the transactions and that the authority had failed to establish who else could have performed the works.',
        'The cassation ruling confirms an important approach: when applying Article 54.1 the tax authority must prove that the obligation was not performed by the stated counterparty rather than rely on formal indicators of “shell” companies. The ruling has entered into force.',
      ],
    ),
    authors: ['sokolova', 'tikhonova'],
    practices: ['tax-disputes'],
  },
  {
    key: 'e-2020-tax-disputes-breakfast',
    type: 'event',
    publishedAt: '2020-02-20',
    title: t(
      'Деловой завтрак «Налоговые споры 2020: статья 54.1 на практике»',
      'Business breakfast “Tax disputes 2020: Article 54.1 in practice”',
    ),
    summary: t(
      'Практика налоговых споров коллегии пригласила финансовых директоров и главных бухгалтеров обсудить, как суды и налоговые органы применяют статью 54.1 Налогового кодекса.',
      'The firm’s tax disputes practice invited finance directors and chief accountants to discuss how courts and tax authorities apply Article 54.1 of the Tax Code.',
    ),
    body: p(
      [
        'За два с половиной года действия статьи 54.1 сложилась обширная практика, но многие вопросы остаются открытыми: как доказывать реальность исполнения, когда налоговый орган вправе определить «налоговые обязательства по действительному экономическому смыслу» операции и какие обстоятельства свидетельствуют о должной осмотрительности.',
        'Партнёр и советник практики налоговых споров разберут позиции ФНС России и свежие определения Верховного Суда, а также поделятся опытом успешных дел коллегии. Вторая часть встречи будет посвящена подготовке к выездной проверке и тактике поведения на стадии досудебного обжалования.',
        'Формат — закрытая встреча на 30 участников с возможностью задать вопросы. Участие бесплатное по предварительной регистрации.',
      ],
      [
        'Two and a half years of Article 54.1 have produced extensive case law, yet many questions remain open: how to prove actual performance, when the tax authority may determine tax liabilities according to the true economic substance of an operation, and what circumstances demonstrate due diligence in choosing counterparties.',
        'A partner and a counsel of the tax disputes practice will review the positions of the Federal Tax Service and recent rulings of the Supreme Court and share experience from the firm’s successful cases. The second part of the meeting will be devoted to preparing for a field audit and to tactics at the pre-trial appeal stage.',
        'The meeting is closed, for 30 participants, with ample time for questions. Attendance is free of charge subject to prior registration.',
      ],
    ),
    authors: ['sokolova', 'tikhonova'],
    practices: ['tax-disputes'],
    event: {
      startsAt: '2020-03-12T09:00:00+03:00',
      endsAt: '2020-03-12T11:30:00+03:00',
      place: t(
        'Москва, бизнес-центр «Белая площадь», конференц-зал',
        'Moscow, White Square Business Centre, conference hall',
      ),
    },
  },
  {
    key: 'e-2020-courts-suspend-hearings',
    type: 'news',
    publishedAt: '2020-03-20',
    title: t(
      'Суды приостанавливают приём граждан: как коллегия работает в новых условиях',
      'Courts suspend public access: how the firm is working under the new conditions',
    ),
    summary: t(
      'Президиум Верховного Суда и Президиум Совета судей ограничили работу судов до 10 апреля. Коллегия перевела сотрудников на удалённый режим и продолжает вести все дела клиентов.',
      'The Presidium of the Supreme Court and the Presidium of the Council of Judges have restricted the courts’ work until 10 April. The firm has moved its staff to remote working and continues to handle all client matters.',
    ),
    body: p(
      [
        'Совместным постановлением от 18 марта 2020 года Президиум Верховного Суда и Президиум Совета судей приостановили личный приём граждан в судах и рекомендовали рассматривать до 10 апреля только безотлагательные дела: об избрании мер пресечения, о применении обеспечительных мер, дела в порядке упрощённого производства и ряд других категорий. Остальные заседания откладываются.',
        'Документы по-прежнему можно подавать в электронном виде через систему «Мой арбитр» и ГАС «Правосудие», а процессуальные сроки, пропущенные из-за ограничений, подлежат восстановлению. Мы отслеживаем движение каждого дела и заблаговременно сообщаем клиентам о переносе заседаний.',
        'С 23 марта сотрудники коллегии работают удалённо; партнёры и юристы доступны по обычным телефонам и электронной почте. Мы открыли горячую линию по правовым последствиям пандемии: вопросы о форс-мажоре, аренде, трудовых отношениях и исполнении договоров можно направить через форму на сайте.',
      ],
      [
        'By a joint resolution of 18 March 2020 the Presidium of the Supreme Court and the Presidium of the Council of Judges suspended in-person reception of the public at courts and recommended that until 10 April only urgent matters be heard, including pre-trial detention, interim measures, simplified proceedings and certain other categories. All other hearings are being adjourned.',
        'Documents can still be filed electronically via the My Arbitrator system and the State Automated System “Justice”, and procedural deadlines missed because of the restrictions are to be restored. We are monitoring every case and informing clients of adjournments in good time.',
        'From 23 March the firm’s staff are working remotely; partners and associates remain reachable on their usual telephone numbers and e-mail. We have opened a hotline on the legal consequences of the pandemic: questions on force majeure, leases, employment and contract performance can be sent through the form on our website.',
      ],
    ),
    authors: ['gromov', 'larina'],
    practices: ['dispute-resolution'],
  },
  {
    key: 'e-2020-pandemic-force-majeure',
    type: 'publication',
    publishedAt: '2020-04-27',
    title: t(
      'Пандемия как форс-мажор: что сказал Верховный Суд',
      'The pandemic as force majeure: what the Supreme Court has said',
    ),
    summary: t(
      'Обзор Верховного Суда от 21 апреля 2020 года не признаёт пандемию форс-мажором автоматически. Объясняем, что должен доказать должник и как подготовиться к спору.',
      'The Supreme Court’s Review of 21 April 2020 does not treat the pandemic as automatic force majeure. We explain what a debtor must prove and how to prepare for a dispute.',
    ),
    body: p(
      [
        'Первый обзор по отдельным вопросам судебной практики, связанным с применением законодательства и мер по противодействию распространению коронавирусной инфекции, дал долгожданный ответ на главный вопрос договорной практики этой весны. Верховный Суд указал, что признание пандемии обстоятельством непреодолимой силы не может быть универсальным для всех категорий должников: всё зависит от вида деятельности, места её осуществления и способа исполнения обязательства.',
        'Для освобождения от ответственности по пункту 3 статьи 401 Гражданского кодекса должник должен доказать три обстоятельства: наличие и продолжительность форс-мажора, причинно-следственную связь между ним и неисполнением, а также непричастность к созданию этих обстоятельств и принятие разумных мер к уменьшению рисков. Отсутствие денежных средств само по себе основанием для освобождения не является, если только оно не вызвано введёнными ограничениями.',
        'Важно и то, что форс-мажор освобождает лишь от ответственности — неустойки и убытков, но не прекращает обязательство. Если исполнение стало окончательно невозможным, применяется статья 416 ГК; если изменились обстоятельства, из которых стороны исходили при заключении договора, — статья 451. Свидетельство ТПП РФ или региональной палаты полезно как доказательство, но не предрешает исход спора.',
        'Практические рекомендации: своевременно уведомляйте контрагента о наступлении обстоятельств и их влиянии на исполнение, фиксируйте конкретные ограничения, затронувшие ваш бизнес, документируйте попытки найти альтернативы и предлагайте изменение сроков. Сторона, которая вела себя добросовестно и прозрачно, имеет лучшие шансы в будущем споре.',
      ],
      [
        'The first Review of certain questions of case law relating to the legislation and measures to counter the spread of coronavirus has answered the main contractual question of this spring. The Supreme Court held that the pandemic cannot be recognised as force majeure universally for all categories of debtors: everything depends on the type of business, where it is carried on and how the obligation is to be performed.',
        'To be released from liability under Article 401(3) of the Civil Code, a debtor must prove three things: the existence and duration of the force majeure event, a causal link between it and the non-performance, and that it did not contribute to those circumstances and took reasonable steps to mitigate the risks. A lack of funds is not in itself a ground for release unless it was caused by the restrictions imposed.',
        'It is equally important that force majeure releases a party only from liability — penalties and damages — and does not terminate the obligation. If performance has become permanently impossible, Article 416 applies; if the circumstances on which the parties relied when contracting have changed, Article 451 does. A certificate from the Russian Chamber of Commerce and Industry or a regional chamber is useful evidence but does not decide the case.',
        'Our practical advice: notify the counterparty promptly of the circumstances and their effect on performance, record the specific restrictions that affected your business, document your attempts to find alternatives and propose new deadlines. A party that has behaved transparently and in good faith stands a better chance in any future dispute.',
      ],
    ),
    authors: ['larina', 'belova'],
    practices: ['commercial-disputes', 'dispute-resolution'],
    sourceUrl: 'https://www.vedomosti.ru/opinion/articles/2020/04/27/pandemiya-kak-fors-mazhor',
  },
  {
    key: 'e-2020-bankruptcy-moratorium',
    type: 'publication',
    publishedAt: '2020-05-14',
    title: t(
      'Мораторий на банкротство: защита для должников и риски для кредиторов',
      'The bankruptcy moratorium: protection for debtors, risks for creditors',
    ),
    summary: t(
      'Мораторий, введённый постановлением Правительства № 428, защищает сотни тысяч компаний от заявлений кредиторов. Разбираем, кого он касается, какие последствия влечёт и чем грозит после окончания.',
      'The moratorium introduced by Government Resolution No. 428 protects hundreds of thousands of companies from creditors’ petitions. We examine whom it covers, what effects it has and what follows when it ends.',
    ),
    body: p(
      [
        'Статья 9.1 Закона о банкротстве, появившаяся в законе 1 апреля 2020 года, позволила Правительству вводить мораторий на возбуждение дел о банкротстве по заявлениям кредиторов. Постановлением № 428 от 3 апреля 2020 года мораторий введён на шесть месяцев с 6 апреля и распространяется на организации и предпринимателей из отраслей, наиболее пострадавших от пандемии, а также на системообразующие и стратегические предприятия.',
        'Последствия моратория шире, чем просто запрет на заявления кредиторов. По требованиям, возникшим до его введения, не начисляются неустойки и иные финансовые санкции, приостанавливается исполнительное производство по имущественным взысканиям, запрещено обращение взыскания на заложенное имущество, а обязанность руководителя подать заявление о банкротстве должника не действует.',
        'При этом мораторий не освобождает от уплаты основного долга и договорных процентов за пользование кредитом, не распространяется на текущие платежи и не мешает предъявлять иски в общем порядке. Кроме того, сделки, совершённые в период моратория, могут быть оспорены, если банкротство всё же наступит в течение трёх месяцев после его окончания: в этом случае срок подозрительности отсчитывается с учётом периода моратория.',
        'Кредиторам мы советуем не откладывать взыскание: получить решение суда, зафиксировать размер требований и следить за действиями должника с его активами. Должникам — использовать паузу для реструктуризации и переговоров, а не для вывода имущества: после окончания моратория суды будут особенно внимательны к сделкам этого периода.',
      ],
      [
        'Article 9.1 of the Insolvency Law, added on 1 April 2020, empowered the Government to impose a moratorium on creditors’ bankruptcy petitions. Resolution No. 428 of 3 April 2020 introduced a six-month moratorium from 6 April covering organisations and individual entrepreneurs in the sectors worst hit by the pandemic, as well as systemically important and strategic enterprises.',
        'The moratorium’s effects go beyond barring creditors’ petitions. No penalties or other financial sanctions accrue on claims that arose before it took effect, enforcement proceedings on monetary claims are suspended, enforcement against pledged property is prohibited and the chief executive’s duty to file for the debtor’s bankruptcy does not apply.',
        'However, the moratorium does not release the debtor from paying the principal and contractual interest on loans, does not apply to current payments and does not prevent ordinary lawsuits. Moreover, transactions made during the moratorium may be challenged if bankruptcy follows within three months after it ends: in that case the look-back period takes the moratorium into account.',
        'We advise creditors not to put off recovery: obtain a judgment, fix the amount of the claim and watch what the debtor does with its assets. Debtors should use the pause for restructuring and negotiation rather than for moving property out: once the moratorium is over, the courts will scrutinise transactions made during it with particular care.',
      ],
    ),
    authors: ['volkov', 'vinogradov'],
    practices: ['bankruptcy'],
    sectors: ['retail', 'transport-logistics'],
    sourceUrl: 'https://www.kommersant.ru/doc/4345127',
  },
  {
    key: 'e-2020-remote-hearings-webinar',
    type: 'event',
    publishedAt: '2020-05-28',
    title: t(
      'Вебинар «Онлайн-заседания: как вести дело, когда суд за экраном»',
      'Webinar “Online hearings: running a case when the court is on screen”',
    ),
    summary: t(
      'Юристы коллегии расскажут о первом опыте онлайн-заседаний в арбитражных судах и международном арбитраже и о том, как готовить доказательства и свидетелей к дистанционному процессу.',
      'The firm’s lawyers will share their first experience of online hearings before the state commercial courts and in international arbitration and explain how to prepare evidence and witnesses for remote proceedings.',
    ),
    body: p(
      [
        'Весной 2020 года арбитражные суды начали проводить онлайн-заседания через систему «Мой арбитр», а международные арбитражные институты — полностью виртуальные слушания. То, что ещё в январе казалось экспериментом, стало повседневной практикой, и у сторон появились новые вопросы.',
        'На вебинаре мы обсудим технические и процессуальные требования к онлайн-заседаниям в государственных судах, рекомендации МКАС, РАЦ и ведущих зарубежных институтов по виртуальным слушаниям, допрос свидетелей и экспертов по видеосвязи, а также способы защиты конфиденциальности и борьбы с недобросовестным поведением участников.',
        'Вебинар продлится полтора часа, включая ответы на вопросы. Ссылка на подключение будет направлена зарегистрированным участникам накануне мероприятия.',
      ],
      [
        'In spring 2020 the state commercial courts began holding online hearings through the My Arbitrator system, and international arbitral institutions moved to fully virtual hearings. What looked like an experiment in January has become everyday practice, and parties now face new questions.',
        'The webinar will cover the technical and procedural requirements for online hearings before state courts, the guidance of the ICAC, the Russian Arbitration Center and leading foreign institutions on virtual hearings, the examination of witnesses and experts by video link, and ways to protect confidentiality and counter improper conduct by participants.',
        'The webinar will last ninety minutes, including questions. Registered participants will receive the link to join on the eve of the event.',
      ],
    ),
    authors: ['romanova', 'kiselev'],
    practices: ['dispute-resolution', 'international-arbitration'],
    event: {
      startsAt: '2020-06-18T11:00:00+03:00',
      endsAt: '2020-06-18T12:30:00+03:00',
      place: t('Онлайн (Zoom)', 'Online (Zoom)'),
    },
  },
  {
    key: 'e-2020-retail-rent-relief',
    type: 'news',
    publishedAt: '2020-08-13',
    title: t(
      'Суд снизил арендную плату сети магазинов на период ограничений',
      'Court reduces a retail chain’s rent for the lockdown period',
    ),
    summary: t(
      'Арбитражный суд города Москвы по иску коллегии обязал собственника торгового центра уменьшить арендную плату для сети магазинов одежды и отказал ему во взыскании неустойки за период ограничений.',
      'On a claim brought by the firm, the Arbitrazh Court of the City of Moscow ordered a shopping centre owner to reduce the rent payable by a clothing retail chain and dismissed its claim for penalties for the lockdown period.',
    ),
    body: p(
      [
        'С конца марта по начало июня 2020 года магазины клиента в московском торговом центре были закрыты по решению властей города. Арендодатель отказался обсуждать снижение платы и потребовал погасить задолженность с начислением договорной неустойки, угрожая расторжением договора.',
        'Команда коллегии сослалась на статью 19 Федерального закона № 98-ФЗ от 1 апреля 2020 года, которая дала арендаторам из наиболее пострадавших отраслей право на отсрочку, а в случае невозможности использовать имущество — право требовать уменьшения арендной платы. Суд согласился, что торговое помещение не могло использоваться по назначению в период ограничений, и уменьшил плату за этот период на 50 процентов.',
        'Во взыскании неустойки суд отказал, указав, что арендатор добросовестно уведомил арендодателя о невозможности использования помещения и предлагал заключить дополнительное соглашение. Решение может быть обжаловано в Девятый арбитражный апелляционный суд.',
      ],
      [
        'From late March to early June 2020 the client’s stores in a Moscow shopping centre were closed by order of the city authorities. The landlord refused to discuss a reduction and demanded payment of the arrears together with contractual penalties, threatening to terminate the lease.',
        'The firm’s team relied on Article 19 of Federal Law No. 98-FZ of 1 April 2020, which gave tenants in the worst-affected sectors the right to a deferral and, where the premises could not be used, the right to demand a reduction in rent. The court agreed that the retail premises could not be used for their purpose during the restrictions and reduced the rent for that period by 50 per cent.',
        'The court dismissed the claim for penalties, noting that the tenant had notified the landlord in good faith that the premises could not be used and had proposed a supplementary agreement. The judgment may be appealed to the Ninth Arbitrazh Court of Appeal.',
      ],
    ),
    authors: ['belova', 'markov'],
    practices: ['real-estate-construction', 'commercial-disputes'],
    sectors: ['retail'],
  },
  {
    key: 'e-2020-pravo-300',
    type: 'news',
    publishedAt: '2020-11-19',
    title: t(
      'Итоги «Право-300» 2020: рост в банкротстве и международном арбитраже',
      'Pravo.ru-300 2020: advances in insolvency and international arbitration',
    ),
    summary: t(
      'В рейтинге «Право-300» 2020 года коллегия отмечена в девяти номинациях и поднялась в группах по банкротству и международному арбитражу.',
      'In the 2020 Pravo.ru-300 ranking the firm is listed in nine categories and has moved up in the bands for insolvency and international arbitration.',
    ),
    body: p(
      [
        'Год пандемии стал для юридического рынка проверкой на устойчивость. По итогам исследования «Право-300» коллегия представлена в девяти номинациях — на две больше, чем годом ранее. Практика международного арбитража поднялась во вторую группу, практика банкротства сохранила лидирующие позиции.',
        'Впервые коллегия отмечена в номинациях «Недвижимость и строительство: споры» и «Трудовое право». Составители рейтинга упомянули, в частности, дела об уменьшении арендной платы на период ограничений и споры о применении моратория на банкротство.',
        'Мы благодарим клиентов, которые весь этот непростой год доверяли нам свои самые сложные вопросы, и команду, которая продолжила работать в полную силу в удалённом режиме.',
      ],
      [
        'The pandemic year tested the resilience of the legal market. In the Pravo.ru-300 survey the firm is ranked in nine categories, two more than a year ago. The international arbitration practice has moved up to the second band, and the insolvency practice has kept its leading position.',
        'For the first time the firm is ranked in Real Estate and Construction: Disputes and in Employment. The researchers mentioned, among other matters, cases on rent reductions for the lockdown period and disputes over the application of the bankruptcy moratorium.',
        'We thank the clients who trusted us with their most complex questions throughout this difficult year, and the team, which kept working at full strength while remote.',
      ],
    ),
    authors: ['gromov', 'larina'],
    practices: ['dispute-resolution', 'international-arbitration'],
  },
  {
    key: 'e-2020-covid-disputes-year-end',
    type: 'event',
    publishedAt: '2020-11-26',
    title: t(
      'Вебинар «Ковидные споры: итоги 2020 года»',
      'Webinar “COVID disputes: the 2020 review”',
    ),
    summary: t(
      'Подводим итоги года: как суды разрешали споры о форс-мажоре, аренде и неустойках, и чего ждать кредиторам после окончания моратория на банкротство.',
      'A look back at the year: how courts resolved disputes over force majeure, leases and penalties, and what creditors should expect once the bankruptcy moratorium ends.',
    ),
    body: p(
      [
        'За девять месяцев пандемии арбитражные суды рассмотрели тысячи дел, связанных с ограничениями: об освобождении от ответственности по статье 401 ГК, об уменьшении арендной платы, о расторжении договоров по статье 451 ГК. Практика успела сложиться, и её уже можно систематизировать.',
        'На вебинаре партнёры коллегии представят обзор ключевых решений года, в том числе первого и второго обзоров Верховного Суда по вопросам, связанным с коронавирусной инфекцией. Отдельная часть будет посвящена мораторию на банкротство, продлённому до 7 января 2021 года: мы расскажем, как кредиторам подготовиться к его окончанию и какие сделки должников окажутся под угрозой оспаривания.',
        'Участие бесплатное. Зарегистрированные участники получат запись вебинара и презентацию.',
      ],
      [
        'In nine months of the pandemic the state commercial courts have heard thousands of cases arising from the restrictions: on release from liability under Article 401 of the Civil Code, on rent reductions and on termination of contracts under Article 451. Case law has taken shape and can now be systematised.',
        'At the webinar the firm’s partners will present an overview of the year’s key rulings, including the Supreme Court’s first and second reviews of issues related to coronavirus. A separate part will be devoted to the bankruptcy moratorium, extended until 7 January 2021: we will explain how creditors can prepare for its end and which of debtors’ transactions are at risk of being challenged.',
        'Attendance is free of charge. Registered participants will receive a recording of the webinar and the slides.',
      ],
    ),
    authors: ['larina', 'volkov'],
    practices: ['dispute-resolution', 'bankruptcy'],
    event: {
      startsAt: '2020-12-17T11:00:00+03:00',
      endsAt: '2020-12-17T12:30:00+03:00',
      place: t('Онлайн (Zoom)', 'Online (Zoom)'),
    },
  },
]

/** Press center, 2021: shareholder agreements, Supreme Court wins, intellectual property. */
const posts2021: PostSeed[] = [
  {
    key: 'e-2021-shareholder-agreements',
    type: 'publication',
    publishedAt: '2021-02-11',
    title: t(
      'Корпоративный договор по-русски: семь лет практики и новые поправки',
      'The Russian shareholder agreement: seven years of practice and new amendments',
    ),
    summary: t(
      'Корпоративный договор стал привычным инструментом структурирования российских совместных предприятий. Оцениваем, как его применяют суды, и что изменят обсуждаемые поправки.',
      'The shareholder agreement has become a standard tool for structuring Russian joint ventures. We assess how courts apply it and what the proposed amendments would change.',
    ),
    body: p(
      [
        'Статья 67.2 Гражданского кодекса действует с 1 сентября 2014 года, и за это время корпоративный договор из экзотики превратился в стандарт для российских совместных предприятий. Возвращение структур «домой» из офшорных юрисдикций и курс на деофшоризацию привели к тому, что всё больше сделок с участием иностранных инвесторов структурируется на уровне российского ООО или АО.',
        'Суды в целом признают и исполняют корпоративные договоры, но практика выявила несколько уязвимых мест. Решение органа общества, принятое с нарушением договора, может быть оспорено, только если сторонами договора являются все участники. Договор не связывает третьих лиц, а потому сделка, совершённая в его нарушение, признаётся недействительной лишь при доказанной недобросовестности контрагента. Наконец, суды скептически относятся к условиям, которые прямо противоречат императивным нормам корпоративного законодательства.',
        'Обсуждаемые в профессиональном сообществе поправки направлены на то, чтобы расширить свободу сторон: допустить более гибкие механизмы выхода из тупиковых ситуаций, закрепить правила об исполнении опционов на доли и акции, уточнить последствия нарушения договора для решений органов управления. Если они будут приняты, российское право станет ближе к привычным для инвесторов английским конструкциям.',
        'До тех пор мы рекомендуем дублировать ключевые положения корпоративного договора в уставе там, где это позволяет закон, предусматривать понятные санкции за нарушения — неустойку и компенсацию по статье 406.1 ГК, — и тщательно продумывать механизм разрешения споров, включая арбитражную оговорку, отвечающую требованиям закона об арбитраже для корпоративных споров.',
      ],
      [
        'Article 67.2 of the Civil Code has been in force since 1 September 2014, and in that time the shareholder agreement has gone from an exotic instrument to the standard for Russian joint ventures. The return of holding structures from offshore jurisdictions and the de-offshorisation policy mean that more and more deals with foreign investors are structured at the level of a Russian LLC or joint-stock company.',
        'Courts generally recognise and enforce shareholder agreements, but the case law has revealed several weak points. A resolution adopted in breach of the agreement can be challenged only if all the members are parties to it. The agreement does not bind third parties, so a transaction made in breach of it will be invalidated only where the counterparty’s bad faith is proved. Finally, courts are sceptical of terms that plainly contradict mandatory rules of corporate law.',
        'The amendments under discussion in the professional community aim to widen the parties’ freedom: to allow more flexible deadlock mechanisms, to lay down rules on enforcing options over shares and participatory interests, and to clarify the consequences of a breach for resolutions of management bodies. If adopted, they would bring Russian law closer to the English-law structures that investors are used to.',
        'Until then, we recommend mirroring the key provisions of the shareholder agreement in the charter where the law permits, providing for clear remedies for breach — penalties and indemnities under Article 406.1 of the Civil Code — and designing the dispute resolution mechanism carefully, including an arbitration clause that meets the Arbitration Law’s requirements for corporate disputes.',
      ],
    ),
    authors: ['lebedev', 'polyakova'],
    practices: ['corporate-ma', 'corporate-disputes'],
    sourceUrl: 'https://zakon.ru/blog/2021/02/11/korporativnyj-dogovor-sem-let-praktiki',
  },
  {
    key: 'e-2021-chambers-europe',
    type: 'news',
    publishedAt: '2021-03-18',
    title: t(
      'Chambers Europe 2021: коллегия в числе ведущих фирм по разрешению споров',
      'Chambers Europe 2021: the firm among the leading disputes practices',
    ),
    summary: t(
      'Британский справочник Chambers Europe повысил рейтинг коллегии в категории «Разрешение споров» и отметил практику банкротства.',
      'The UK directory Chambers Europe has raised the firm’s ranking in Dispute Resolution and recognised its insolvency practice.',
    ),
    body: p(
      [
        'В выпуске Chambers Europe 2021 практика разрешения споров коллегии переместилась в более высокую группу. Практика банкротства и реструктуризации рекомендована справочником второй год подряд, а партнёры коллегии индивидуально отмечены в нескольких категориях.',
        'Исследователи Chambers выделили работу коллегии по делам, связанным с пандемией, и успешные кассационные дела в налоговой практике. Клиенты подчёркивают, что команда «всегда держит в голове коммерческую цель, а не только правовую позицию» и «говорит с клиентом на языке бизнеса».',
        'Для коллегии, которая отметит в этом году тридцатилетие, такая оценка — признание работы нескольких поколений адвокатов. Спасибо клиентам и коллегам.',
      ],
      [
        'In Chambers Europe 2021 the firm’s dispute resolution practice has moved up a band. The restructuring and insolvency practice is recommended for the second year in a row, and several of the firm’s partners are individually ranked.',
        'The Chambers researchers highlighted the firm’s work on pandemic-related disputes and its successful cassation cases in the tax practice. Clients stress that the team “always keeps the commercial goal in mind, not only the legal position” and “speaks to the client in the language of business”.',
        'For a firm that celebrates its thirtieth anniversary this year, this is recognition of the work of several generations of advocates. Our thanks to clients and colleagues.',
      ],
    ),
    authors: ['gromov', 'orlov'],
    practices: ['dispute-resolution', 'bankruptcy'],
  },
  {
    key: 'e-2021-ip-conference',
    type: 'event',
    publishedAt: '2021-03-25',
    title: t(
      'Конференция «Интеллектуальная собственность: защита брендов и компенсация»',
      'Conference “Intellectual property: brand protection and compensation”',
    ),
    summary: t(
      'Коллегия провела конференцию для правообладателей и маркетплейсов о борьбе с контрафактом, споры в Суде по интеллектуальным правам и расчёт компенсации.',
      'The firm held a conference for rights holders and marketplaces on fighting counterfeits, litigation before the Intellectual Property Court and the calculation of compensation.',
    ),
    body: p(
      [
        'Рост онлайн-торговли в 2020 году изменил ландшафт защиты интеллектуальной собственности: контрафакт переместился на маркетплейсы и в социальные сети, а правообладатели ищут новые способы быстро реагировать на нарушения. Конференция объединит юристов брендов, представителей платформ и судебных практиков.',
        'В программе: ответственность информационных посредников по статье 1253.1 ГК, обеспечительные меры и предварительная защита в сети, споры в Суде по интеллектуальным правам о товарных знаках и патентах, а также расчёт компенсации с учётом позиций Конституционного Суда, допускающих её снижение ниже установленного законом минимума. Завершит день панельная дискуссия о параллельном импорте.',
        'Конференция пройдёт в очном формате с соблюдением санитарных требований; для тех, кто не сможет приехать, будет организована онлайн-трансляция.',
      ],
      [
        'The growth of online retail in 2020 has changed the landscape of intellectual property enforcement: counterfeits have moved to marketplaces and social networks, and rights holders are looking for new ways to respond quickly to infringements. The conference will bring together brand lawyers, platform representatives and litigators.',
        'The programme covers the liability of information intermediaries under Article 1253.1 of the Civil Code, interim measures and preliminary protection online, trademark and patent litigation before the Intellectual Property Court, and the calculation of compensation in light of the Constitutional Court’s positions allowing it to be reduced below the statutory minimum. The day will close with a panel discussion on parallel imports.',
        'The conference will be held in person in compliance with sanitary requirements; a live stream will be available for those unable to attend.',
      ],
    ),
    authors: ['novikova', 'markov'],
    practices: ['intellectual-property', 'retail-fmcg'],
    sectors: ['retail', 'technology'],
    event: {
      startsAt: '2021-04-15T10:00:00+03:00',
      endsAt: '2021-04-15T18:00:00+03:00',
      place: t('Москва, конференц-зал «Известия Hall»', 'Moscow, Izvestia Hall'),
    },
  },
  {
    key: 'e-2021-supreme-court-director-liability',
    type: 'news',
    publishedAt: '2021-06-10',
    title: t(
      'Коллегия выиграла в Верховном Суде спор о взыскании убытков с бывшего директора',
      'The firm wins a Supreme Court case on damages against a former director',
    ),
    summary: t(
      'Верховный Суд отменил акты нижестоящих судов, отказавших участнику логистической компании во взыскании с бывшего генерального директора 280 млн рублей убытков, и оставил в силе решение первой инстанции в пользу клиента коллегии.',
      'The Supreme Court overturned the appellate rulings that had denied a member of a logistics company RUB 280 million in damages from its former chief executive, and reinstated the first-instance judgment in favour of the firm’s client.',
    ),
    body: p(
      [
        'Клиент коллегии — участник, владеющий половиной долей в логистической компании, — обратился с косвенным иском к бывшему генеральному директору. В течение двух лет директор заключал договоры перевозки с аффилированной с ним компанией по ценам значительно выше рыночных, не раскрывая заинтересованность другим участникам.',
        'Суд первой инстанции взыскал убытки, однако апелляция и кассация отменили решение, сославшись на то, что сделки не были оспорены, а цены входили в «разумный коридор». Судебная коллегия по экономическим спорам Верховного Суда не согласилась: взыскание убытков по статье 53.1 ГК не требует предварительного оспаривания сделок, а директор, действующий в условиях конфликта интересов, обязан доказать, что сделка была выгодна обществу.',
        'Определение Верховного Суда укрепляет позиции миноритарных и паритетных участников, которые добиваются ответственности менеджмента. Процесс продолжался более двух лет; параллельно команда коллегии добилась ареста имущества ответчика, что обеспечит исполнение решения.',
      ],
      [
        'The firm’s client, a member holding half of the interests in a logistics company, brought a derivative claim against the company’s former chief executive. Over two years the director had concluded carriage contracts with a company affiliated with him at prices well above market level, without disclosing his interest to the other member.',
        'The first-instance court awarded damages, but the appellate and cassation courts reversed, holding that the transactions had not been challenged and that the prices fell within a “reasonable range”. The Judicial Chamber for Economic Disputes of the Supreme Court disagreed: a damages claim under Article 53.1 of the Civil Code does not require the transactions to be challenged first, and a director acting under a conflict of interest must prove that the transaction benefited the company.',
        'The ruling strengthens the position of minority and equal members seeking to hold management accountable. The litigation lasted more than two years; in parallel, the firm’s team obtained a freezing order over the defendant’s assets, which will secure enforcement of the judgment.',
      ],
    ),
    authors: ['larina', 'lebedev'],
    practices: ['corporate-disputes', 'dispute-resolution'],
    sectors: ['transport-logistics'],
  },
  {
    key: 'e-2021-ip-compensation',
    type: 'publication',
    publishedAt: '2021-07-22',
    title: t(
      'Компенсация за нарушение исключительных прав: где проходит граница',
      'Compensation for infringement of exclusive rights: where the limits lie',
    ),
    summary: t(
      'Компенсация остаётся главным инструментом правообладателей, но суды всё чаще её снижают. Анализируем, как рассчитывать требования, чтобы они выдержали проверку в Суде по интеллектуальным правам.',
      'Statutory compensation remains rights holders’ principal remedy, but courts increasingly reduce it. We analyse how to calculate claims so that they survive scrutiny by the Intellectual Property Court.',
    ),
    body: p(
      [
        'Гражданский кодекс позволяет правообладателю вместо возмещения убытков требовать компенсацию — от 10 тысяч до 5 млн рублей, в двукратном размере стоимости контрафактных товаров или в двукратном размере стоимости права использования. Привлекательность компенсации в том, что правообладатель не обязан доказывать размер убытков. Именно поэтому она стала основой массовых исков, в том числе против мелких продавцов.',
        'Конституционный Суд в постановлениях 2016 и 2020 годов допустил снижение компенсации ниже минимального предела, если нарушение совершено впервые, использование объекта не являлось существенной частью деятельности нарушителя а само нарушение не носило грубого характера. Суды восприняли эти подходы, и теперь ответчики, особенно индивидуальные предприниматели, всё чаще добиваются существенного уменьшения взыскания.',
        'Для правообладателя это означает необходимость выстраивать доказательства не только нарушения, но и его масштаба: сведения об объёмах продаж, контрольные закупки на разных площадках, данные о стоимости лицензий на сопоставимые объекты. При расчёте компенсации в двукратном размере стоимости права использования важно подтвердить цену, которую правообладатель обычно взимает, — лицензионными договорами или отчётом оценщика.',
        'Для ответчиков, напротив, открываются возможности для защиты: доказывание однократности нарушения, незначительности объёмов и отсутствия умысла. Оптимальная стратегия для обеих сторон — оценить реальный размер имущественных потерь и ориентироваться на него, а не на максимальные суммы, которые суд с высокой вероятностью снизит.',
      ],
      [
        'The Civil Code allows a rights holder to claim statutory compensation instead of damages: from RUB 10,000 to RUB 5 million, twice the value of the counterfeit goods, or twice the value of the right of use. Its appeal lies in the fact that the rights holder need not prove the amount of loss, which is why it has become the basis for mass claims, including against small retailers.',
        'In rulings of 2016 and 2020 the Constitutional Court allowed compensation to be reduced below the statutory minimum where the infringement was committed for the first time, the use of the work or mark was not a significant part of the infringer’s business and the infringement was not of a gross nature. Courts have adopted these approaches, and defendants, especially individual entrepreneurs, now frequently obtain substantial reductions.',
        'For rights holders this means building evidence not only of the infringement but of its scale: sales volumes, test purchases on different platforms and data on licence fees for comparable rights. When claiming twice the value of the right of use, it is essential to prove the price the rights holder usually charges, by licence agreements or a valuation report.',
        'Defendants, by contrast, gain room for a defence: showing that the infringement was a one-off, that volumes were insignificant and that there was no intent. The optimal strategy for both sides is to assess the real financial loss and be guided by it rather than by maximum amounts that the court is likely to reduce.',
      ],
    ),
    authors: ['novikova'],
    practices: ['intellectual-property', 'retail-fmcg'],
    sectors: ['retail', 'media'],
  },
  {
    key: 'e-2021-antitrust-partner',
    type: 'news',
    publishedAt: '2021-09-09',
    title: t(
      'Коллегия открывает практику антимонопольного права',
      'The firm launches an antitrust practice',
    ),
    summary: t(
      'Новую практику возглавил партнёр, более пятнадцати лет представляющий компании в делах ФАС России о картелях, злоупотреблении доминирующим положением и согласовании сделок экономической концентрации.',
      'The new practice is led by a partner who has represented companies for more than fifteen years in Federal Antimonopoly Service cases on cartels, abuse of dominance and merger clearance.',
    ),
    body: p(
      [
        'Антимонопольное регулирование становится всё более значимым фактором для бизнеса: ФАС России расширяет контроль над цифровыми рынками и маркетплейсами, активно расследует картели на торгах, а оборотные штрафы способны поставить под угрозу финансовую устойчивость компании.',
        'Практика будет сопровождать согласование сделок с ФАС, в том числе в рамках сделок M&A, которые ведёт корпоративная практика коллегии, защищать клиентов в антимонопольных делах и проверках, оспаривать решения и предписания антимонопольного органа в судах и выстраивать программы антимонопольного комплаенса.',
        'Открытие практики — ответ на запросы клиентов из фармацевтической отрасли, ритейла и сельского хозяйства, для которых антимонопольные риски стали частью повседневной работы.',
      ],
      [
        'Competition regulation is an increasingly important factor for businesses: the Federal Antimonopoly Service is extending its oversight of digital markets and marketplaces, actively investigating bid-rigging cartels, and turnover-based fines can threaten a company’s financial stability.',
        'The practice will handle merger clearance with the FAS, including on M&A deals run by the firm’s corporate practice, defend clients in antitrust investigations and inspections, challenge the authority’s decisions and orders in court and build antitrust compliance programmes.',
        'The launch responds to requests from clients in the pharmaceutical, retail and agricultural sectors, for whom antitrust risks have become part of everyday business.',
      ],
    ),
    authors: ['zaitseva'],
    practices: ['antitrust'],
    sectors: ['pharma', 'retail', 'agriculture'],
  },
  {
    key: 'e-2021-subsidiary-liability-review',
    type: 'publication',
    publishedAt: '2021-11-25',
    title: t(
      'Субсидиарная ответственность в 2021 году: пять тенденций',
      'Subsidiary liability in 2021: five trends',
    ),
    summary: t(
      'Число требований о привлечении контролирующих лиц к субсидиарной ответственности продолжает расти. Выделяем пять тенденций года, которые важно учитывать и кредиторам, и собственникам бизнеса.',
      'Claims to hold controlling persons subsidiarily liable continue to grow. We identify five trends of the year that creditors and business owners alike should take into account.',
    ),
    body: p(
      [
        'Первая тенденция — расширение круга ответчиков. Суды всё увереннее привлекают к ответственности номинальных и фактических бенефициаров, членов семьи собственника, а также лиц, извлёкших выгоду из незаконного поведения руководства, даже если формально они не занимали должностей в компании. Вторая — активное использование презумпций: если контролирующее лицо не передало управляющему документацию, бремя доказывания переходит на него.',
        'Третья тенденция связана с ответственностью вне дела о банкротстве. В мае Конституционный Суд высказался о привлечении к ответственности контролирующих лиц общества, исключённого из реестра как недействующее: кредитору не нужно доказывать всё заново, а недобросовестность руководителя, не представившего объяснений, может предполагаться. Это открыло путь искам к директорам «брошенных» компаний.',
        'Четвёртая — влияние моратория 2020 года. Суды внимательно проверяют сделки, совершённые в период его действия, и не принимают пандемию как универсальное объяснение невыплат, если бизнес должника пострадал не больше, чем у его конкурентов. Пятая — рост числа мировых соглашений и уступок требований о субсидиарной ответственности, которые становятся самостоятельным объектом оборота.',
        'Для собственников бизнеса вывод очевиден: документируйте экономическое обоснование ключевых решений, особенно в кризисный период, и своевременно обращайтесь за советом при признаках неплатёжеспособности. Для кредиторов — субсидиарная ответственность стала реальным инструментом возврата долга, а не формальной стадией процедуры.',
      ],
      [
        'The first trend is a widening circle of defendants. Courts increasingly hold liable nominal and de facto beneficial owners, members of the owner’s family and persons who benefited from management’s wrongdoing, even if they formally held no position in the company. The second is active reliance on presumptions: if a controlling person fails to hand over the company’s records to the insolvency officer, the burden of proof shifts to that person.',
        'The third trend concerns liability outside bankruptcy proceedings. In May the Constitutional Court ruled on the liability of controlling persons of a company struck off the register as inactive: the creditor need not prove everything afresh, and the bad faith of a director who offers no explanation may be presumed. This has opened the way for claims against the directors of “abandoned” companies.',
        'The fourth is the legacy of the 2020 moratorium. Courts carefully examine transactions made while it was in force and do not accept the pandemic as a universal excuse for non-payment where the debtor’s business suffered no more than its competitors’. The fifth is the growth of settlements and assignments of subsidiary liability claims, which are becoming tradable assets in their own right.',
        'For business owners the conclusion is clear: document the economic rationale for key decisions, especially in a crisis, and seek advice promptly at the first signs of insolvency. For creditors, subsidiary liability has become a real debt recovery tool rather than a formal stage of the procedure.',
      ],
    ),
    authors: ['volkov', 'vinogradov'],
    practices: ['bankruptcy', 'corporate-disputes'],
    sectors: ['banking-finance'],
  },
]

/** Press center, 2022: sanctions and counter-sanctions, Article 248.1, the exit of foreign business. */
const posts2022: PostSeed[] = [
  {
    key: 'e-2022-sanctions-task-force',
    type: 'news',
    publishedAt: '2022-03-03',
    title: t(
      'Коллегия создала антикризисную рабочую группу по санкциям',
      'The firm sets up a sanctions crisis task force',
    ),
    summary: t(
      'Межпрактиковая группа партнёров помогает клиентам оценить влияние иностранных санкций и российских ответных мер на контракты, расчёты и корпоративные структуры.',
      'A cross-practice group of partners is helping clients assess the impact of foreign sanctions and Russian countermeasures on their contracts, payments and corporate structures.',
    ),
    body: p(
      [
        'За последнюю неделю США, Европейский союз, Великобритания и ряд других государств ввели беспрецедентные ограничения против российских банков, компаний и физических лиц, а Россия ответила комплексом указов Президента и решений Банка России в области валютного контроля. Бизнес столкнулся с блокировкой платежей, отказами контрагентов от исполнения договоров и неопределённостью в отношении иностранных активов.',
        'В рабочую группу вошли партнёры практик международных санкций, корпоративного права, международного арбитража и коммерческих споров. Группа анализирует санкционные риски по конкретным сделкам, готовит позиции для переговоров с иностранными контрагентами, помогает перестроить платёжные цепочки в рамках закона и оценивает перспективы споров в российских судах и арбитраже.',
        'Мы ежедневно отслеживаем изменения регулирования и публикуем обзоры на сайте. Клиенты могут направить вопрос через горячую линию — ответ партнёра поступит в течение рабочего дня.',
      ],
      [
        'Over the past week the United States, the European Union, the United Kingdom and a number of other states have imposed unprecedented restrictions on Russian banks, companies and individuals, and Russia has responded with a package of presidential decrees and Bank of Russia decisions in the field of currency control. Businesses face blocked payments, counterparties refusing to perform contracts and uncertainty over foreign assets.',
        'The task force brings together partners from the international sanctions, corporate, international arbitration and commercial disputes practices. It analyses sanctions risks in specific transactions, prepares positions for negotiations with foreign counterparties, helps restructure payment chains lawfully and assesses the prospects of disputes before Russian courts and in arbitration.',
        'We track regulatory changes daily and publish updates on our website. Clients can submit questions through the hotline and will receive a partner’s reply within one business day.',
      ],
    ),
    authors: ['pavlov', 'egorova'],
    practices: ['international-sanctions', 'commercial-disputes'],
  },
  {
    key: 'e-2022-currency-control-countermeasures',
    type: 'publication',
    publishedAt: '2022-03-15',
    title: t(
      'Валютный контроль и ответные меры: что изменилось за две недели',
      'Currency control and countermeasures: what has changed in two weeks',
    ),
    summary: t(
      'Указы Президента № 79, 81 и 95 и решения Банка России изменили порядок расчётов с иностранными контрагентами. Систематизируем новые правила и даём практические рекомендации.',
      'Presidential Decrees Nos. 79, 81 and 95 and decisions of the Bank of Russia have changed the way payments are made to foreign counterparties. We systematise the new rules and offer practical recommendations.',
    ),
    body: p(
      [
        'Указ № 79 от 28 февраля 2022 года обязал экспортёров продавать 80 процентов валютной выручки по внешнеторговым контрактам и запретил резидентам предоставлять нерезидентам займы в иностранной валюте и зачислять валюту на свои счета за рубежом. Указ № 81 от 1 марта 2022 года установил, что ряд сделок с лицами из иностранных государств, совершающих недружественные действия, — в том числе займы в рублях и сделки, влекущие возникновение права собственности на ценные бумаги и недвижимость, — совершается только с разрешения Правительственной комиссии по контролю за осуществлением иностранных инвестиций.',
        'Указ № 95 от 5 марта 2022 года ввёл временный порядок исполнения обязательств перед иностранными кредиторами: российский должник вправе исполнять обязательства на сумму свыше 10 млн рублей в месяц в рублях, зачисляя их на счёт типа «С», открытый на имя кредитора в российском банке. Перечень недружественных государств утверждён распоряжением Правительства № 430-р от того же дня.',
        'На практике новые правила порождают коллизии с условиями договоров. Иностранный кредитор может расценить платёж на счёт типа «С» как неисполнение, а российский должник — сослаться на императивный характер указа. Вопрос о том, является ли соблюдение ответных мер основанием для освобождения от ответственности, будет решаться с учётом применимого права и места разрешения спора; российские суды, вероятно, признают такие меры обстоятельствами, не зависящими от должника.',
        'Рекомендуем провести инвентаризацию обязательств перед иностранными контрагентами, определить, какие из них подпадают под новые ограничения, своевременно направить уведомления о порядке исполнения и зафиксировать все попытки согласовать альтернативные способы расчётов. До получения разрешения комиссии сделки, для которых оно требуется, совершать нельзя — последствием может стать их недействительность.',
      ],
      [
        'Decree No. 79 of 28 February 2022 required exporters to sell 80 per cent of their foreign currency revenue under foreign trade contracts and prohibited residents from lending foreign currency to non-residents and from crediting foreign currency to their own accounts abroad. Decree No. 81 of 1 March 2022 provided that certain transactions with persons from states committing unfriendly acts — including rouble loans and transactions giving rise to ownership of securities and real estate — may be made only with the permission of the Government Commission for Control over Foreign Investments.',
        'Decree No. 95 of 5 March 2022 introduced a temporary procedure for performing obligations to foreign creditors: a Russian debtor may discharge obligations exceeding RUB 10 million a month in roubles by paying them into a type “C” account opened in the creditor’s name with a Russian bank. The list of unfriendly states was approved by Government Order No. 430-r of the same day.',
        'In practice the new rules clash with contractual terms. A foreign creditor may treat a payment into a type “C” account as non-performance, while the Russian debtor will invoke the mandatory nature of the decree. Whether compliance with the countermeasures releases a party from liability will depend on the governing law and the forum; Russian courts are likely to treat such measures as circumstances beyond the debtor’s control.',
        'We recommend taking stock of obligations owed to foreign counterparties, identifying which of them fall under the new restrictions, promptly notifying counterparties of how they will be performed and recording every attempt to agree alternative payment methods. Transactions requiring the commission’s permission must not be made until it is obtained: otherwise they may be held invalid.',
      ],
    ),
    authors: ['pavlov', 'fedorov'],
    practices: ['international-sanctions', 'corporate-ma'],
    sectors: ['banking-finance'],
  },
  {
    key: 'e-2022-sanctions-webinar',
    type: 'event',
    publishedAt: '2022-03-24',
    title: t(
      'Вебинар «Санкции и контрсанкции: договоры, платежи, споры»',
      'Webinar “Sanctions and countersanctions: contracts, payments and disputes”',
    ),
    summary: t(
      'Партнёры антикризисной рабочей группы разберут первый месяц новых санкций и российских ответных мер и ответят на вопросы участников.',
      'Partners from the firm’s crisis task force will review the first month of new sanctions and Russian countermeasures and answer participants’ questions.',
    ),
    body: p(
      [
        'Первый месяц санкционного кризиса поставил перед бизнесом множество практических вопросов: можно ли приостановить исполнение договора с иностранным контрагентом, как квалифицировать отказ европейского поставщика от отгрузок, что делать с платежами, застрявшими в банках-корреспондентах, и где рассматривать будущие споры.',
        'На вебинаре мы обсудим блокирующие и секторальные санкции ЕС, США и Великобритании и их экстерриториальное действие, российские ограничения на сделки с лицами из недружественных государств и порядок получения разрешений Правительственной комиссии, форс-мажор и существенное изменение обстоятельств в санкционных спорах, а также исключительную компетенцию российских судов по статье 248.1 АПК РФ.',
        'Вопросы можно направить заранее при регистрации — мы постараемся ответить на максимальное число из них. Запись вебинара будет доступна участникам в течение месяца.',
      ],
      [
        'The first month of the sanctions crisis has confronted businesses with many practical questions: whether performance of a contract with a foreign counterparty may be suspended, how to characterise a European supplier’s refusal to ship, what to do about payments stuck with correspondent banks, and where future disputes will be heard.',
        'The webinar will cover EU, US and UK blocking and sectoral sanctions and their extraterritorial reach, Russian restrictions on transactions with persons from unfriendly states and the procedure for obtaining Government Commission permits, force majeure and material change of circumstances in sanctions disputes, and the exclusive jurisdiction of Russian courts under Article 248.1 of the Arbitrazh Procedure Code.',
        'Questions may be submitted in advance when registering, and we will try to answer as many of them as possible. The recording will remain available to participants for a month.',
      ],
    ),
    authors: ['pavlov', 'egorova'],
    practices: ['international-sanctions'],
    event: {
      startsAt: '2022-04-07T11:00:00+03:00',
      endsAt: '2022-04-07T12:30:00+03:00',
      place: t('Онлайн (Zoom)', 'Online (Zoom)'),
    },
  },
  {
    key: 'e-2022-article-248-1-jurisdiction',
    type: 'publication',
    publishedAt: '2022-05-19',
    title: t(
      'Статья 248.1 АПК: исключительная компетенция российских судов в санкционных спорах',
      'Article 248.1 of the Arbitrazh Procedure Code: exclusive jurisdiction of Russian courts in sanctions disputes',
    ),
    summary: t(
      'После введения масштабных санкций статья 248.1 АПК РФ из малоприменимой нормы превратилась в один из главных инструментов российских компаний. Анализируем её содержание и подходы Верховного Суда.',
      'Since the imposition of sweeping sanctions, Article 248.1 of the Arbitrazh Procedure Code has turned from a rarely used provision into one of Russian companies’ key tools. We analyse its content and the Supreme Court’s approach.',
    ),
    body: p(
      [
        'Статьи 248.1 и 248.2 появились в АПК РФ летом 2020 года. Первая относит к исключительной компетенции российских арбитражных судов споры с участием лиц, в отношении которых введены ограничительные меры, а также споры российских лиц с иностранными, в основании которых лежат такие меры. Вторая позволяет российскому суду запретить иностранному контрагенту начинать или продолжать разбирательство за рубежом и взыскать денежную сумму в случае нарушения запрета.',
        'Ключевой вопрос — судьба арбитражных оговорок и пророгационных соглашений в пользу иностранных форумов. Закон сохраняет их силу, если только они не являются неисполнимыми из-за санкций, создающих препятствия для доступа к правосудию. В деле «Уралтрансмаша» Верховный Суд в конце 2021 года занял принципиальную позицию: сам факт введения санкций в отношении российской стороны презюмирует такие препятствия, и дополнительно доказывать невозможность участия в иностранном процессе не требуется.',
        'После февраля 2022 года значение этих норм резко возросло. Российские компании, находящиеся под санкциями, обращаются в отечественные суды с исками к иностранным банкам по гарантиям и аккредитивам, к иностранным лизингодателям — о возврате авансовых и лизинговых платежей, к поставщикам — о взыскании неустойки за отказ от исполнения. Иностранные стороны, в свою очередь, продолжают процессы в Лондоне, Стокгольме и Сингапуре, и возникает риск параллельных разбирательств с противоречащими друг другу решениями.',
        'Для российской стороны важно правильно выбрать момент: обратиться в российский суд до того, как иностранный трибунал вынесет решение, и при необходимости заявить требование о запрете по статье 248.2. Для иностранной — оценить, где у неё есть активы, на которые может быть обращено взыскание по российскому решению, и не проигнорировать российский процесс. В любом случае стратегия должна строиться с учётом перспектив исполнения решения, а не только выигрыша по существу.',
      ],
      [
        'Articles 248.1 and 248.2 were added to the Arbitrazh Procedure Code in the summer of 2020. The first assigns to the exclusive jurisdiction of the Russian state commercial courts disputes involving persons subject to restrictive measures and disputes between Russian and foreign persons arising from such measures. The second allows a Russian court to prohibit a foreign counterparty from commencing or continuing proceedings abroad and to award a sum of money if the prohibition is breached.',
        'The key question is what becomes of arbitration and jurisdiction clauses in favour of foreign forums. The law preserves them unless they are incapable of being performed because sanctions obstruct access to justice. In the Uraltransmash case at the end of 2021 the Supreme Court took a landmark position: the very fact that sanctions have been imposed on the Russian party creates a presumption of such obstacles, and no further proof that it cannot take part in foreign proceedings is required.',
        'Since February 2022 the importance of these provisions has grown dramatically. Sanctioned Russian companies are bringing claims in Russian courts against foreign banks under guarantees and letters of credit, against foreign lessors for the return of advance and lease payments, and against suppliers for penalties for refusing to perform. Foreign parties, in turn, are pursuing proceedings in London, Stockholm and Singapore, creating a risk of parallel proceedings with conflicting outcomes.',
        'For the Russian party, timing is everything: it should apply to the Russian court before the foreign tribunal rules and, where necessary, seek an injunction under Article 248.2. The foreign party should assess where it holds assets that could be enforced against under a Russian judgment and should not ignore the Russian proceedings. In any event, the strategy must be built around the prospects of enforcement, not merely of winning on the merits.',
      ],
    ),
    authors: ['orlov', 'kiselev'],
    practices: ['international-arbitration', 'international-sanctions'],
    sourceUrl: 'https://pravo.ru/opinion/240815/',
  },
  {
    key: 'e-2022-anti-suit-injunction',
    type: 'news',
    publishedAt: '2022-07-14',
    title: t(
      'Суд запретил иностранному банку продолжать арбитраж против клиента коллегии',
      'Court bars a foreign bank from pursuing arbitration against the firm’s client',
    ),
    summary: t(
      'По заявлению коллегии Арбитражный суд города Москвы применил статью 248.2 АПК РФ и запретил европейскому банку продолжать арбитражное разбирательство за рубежом против российской энергетической компании, находящейся под санкциями.',
      'On the firm’s application, the Arbitrazh Court of the City of Moscow applied Article 248.2 of the Arbitrazh Procedure Code and prohibited a European bank from continuing foreign arbitration proceedings against a sanctioned Russian energy company.',
    ),
    body: p(
      [
        'Спор возник из кредитного соглашения, по которому после введения санкций банк отказался предоставить очередной транш и потребовал досрочного погашения задолженности. Соглашение содержало арбитражную оговорку в пользу одного из западноевропейских арбитражных институтов, и банк инициировал разбирательство по ней.',
        'Команда коллегии обратилась в Арбитражный суд города Москвы с иском о признании требования о досрочном погашении необоснованным и одновременно с заявлением о запрете продолжать иностранный арбитраж. Суд, сославшись на позицию Верховного Суда, признал, что санкции в отношении клиента создают препятствия для его доступа к правосудию за рубежом, а значит, спор относится к исключительной компетенции российского суда.',
        'В случае нарушения запрета суд по заявлению клиента вправе взыскать с банка денежную сумму в размере, не превышающем размер заявленных в иностранном арбитраже требований. Рассмотрение спора по существу продолжится в Москве.',
      ],
      [
        'The dispute arose from a facility agreement under which, after sanctions were imposed, the bank refused to advance a further tranche and demanded early repayment. The agreement contained an arbitration clause in favour of a Western European arbitral institution, and the bank commenced proceedings under it.',
        'The firm’s team brought a claim before the Arbitrazh Court of the City of Moscow seeking a declaration that the demand for early repayment was unfounded, together with an application to restrain the foreign arbitration. Relying on the Supreme Court’s position, the court held that the sanctions against the client obstruct its access to justice abroad and that the dispute therefore falls within the exclusive jurisdiction of the Russian court.',
        'Should the injunction be breached, the court may, on the client’s application, order the bank to pay a sum not exceeding the amount claimed in the foreign arbitration. The dispute will now be heard on the merits in Moscow.',
      ],
    ),
    authors: ['orlov', 'egorova'],
    practices: ['international-arbitration', 'foreign-state-courts'],
    sectors: ['energy', 'banking-finance'],
  },
  {
    key: 'e-2022-foreign-business-exit',
    type: 'publication',
    publishedAt: '2022-09-22',
    title: t(
      'Уход иностранного бизнеса из России: разрешительный порядок и структура сделок',
      'Foreign business leaving Russia: the permit regime and deal structures',
    ),
    summary: t(
      'Продажа российских активов иностранными компаниями превратилась в многоэтапный процесс с участием Правительственной комиссии. Рассказываем, как подготовить сделку и какие риски учесть покупателю.',
      'The sale of Russian assets by foreign companies has become a multi-stage process involving the Government Commission. We explain how to prepare a deal and which risks a buyer should consider.',
    ),
    body: p(
      [
        'С весны 2022 года о сворачивании деятельности в России объявили сотни иностранных компаний. Однако выход из бизнеса оказался непростым: указ Президента № 81 требует разрешения Правительственной комиссии по контролю за осуществлением иностранных инвестиций на сделки с ценными бумагами и недвижимостью с участием лиц из недружественных государств, указ № 520 от 5 августа 2022 года запретил до конца года сделки с долями в стратегических предприятиях, банках и энергетических компаниях без специального разрешения, а указ № 618 от 8 сентября 2022 года распространил разрешительный порядок на сделки с долями в ООО.',
        'На практике комиссия оценивает не только формальные параметры сделки, но и её экономику: запрашивает независимую оценку, интересуется сохранением рабочих мест и продолжением производства, а также условиями оплаты. Разрешение может быть выдано с условиями, и сроки его получения заранее предсказать трудно. Отдельная сложность — расчёты: оплата в пользу продавца из недружественного государства может потребовать использования счетов типа «С» или поэтапной рассрочки.',
        'Покупателю важно провести полноценную проверку: выяснить, не находится ли компания или её контрагенты под санкциями, сохранятся ли лицензии, права на товарные знаки и доступ к технологиям, будут ли продолжать работать ключевые иностранные поставщики. Нередко продавец оставляет за собой опцион на обратный выкуп, и его условия должны быть тщательно проработаны с учётом российских ограничений.',
        'Для продавца ключевые вопросы — структура сделки, обеспечивающая исполнение обязательств покупателя, защита менеджмента и выбор механизма разрешения споров. С учётом статьи 248.1 АПК рассчитывать на то, что спор по такой сделке будет рассмотрен за рубежом, становится всё сложнее, и это необходимо учитывать уже на этапе переговоров.',
      ],
      [
        'Since spring 2022 hundreds of foreign companies have announced that they are winding down their Russian operations. Leaving, however, has proved difficult: Presidential Decree No. 81 requires the Government Commission for Control over Foreign Investments to permit transactions in securities and real estate involving persons from unfriendly states; Decree No. 520 of 5 August 2022 prohibited, until the end of the year, transactions in interests in strategic companies, banks and energy companies without a special permit; and Decree No. 618 of 8 September 2022 extended the permit regime to transactions in interests in limited liability companies.',
        'In practice the commission looks not only at the formal parameters of a deal but at its economics: it requests an independent valuation and asks about preserving jobs, continuing production and the payment terms. A permit may be granted subject to conditions, and the time it takes is hard to predict. Payment is a separate challenge: consideration due to a seller from an unfriendly state may have to be paid into a type “C” account or in instalments.',
        'A buyer needs thorough due diligence: whether the company or its counterparties are sanctioned, whether licences, trademark rights and access to technology will survive, and whether key foreign suppliers will keep working with the business. Sellers often retain a buy-back option, and its terms must be carefully worked out in light of the Russian restrictions.',
        'For the seller, the key issues are a deal structure that secures the buyer’s performance, protection for management and the choice of dispute resolution mechanism. Given Article 248.1 of the Arbitrazh Procedure Code, it is increasingly hard to rely on such a dispute being heard abroad, and this must be factored in at the negotiating stage.',
      ],
    ),
    authors: ['lebedev', 'fedorov'],
    practices: ['corporate-ma', 'international-sanctions'],
    sourceUrl: 'https://www.kommersant.ru/doc/5574210',
  },
  {
    key: 'e-2022-cross-border-disputes-conference',
    type: 'event',
    publishedAt: '2022-10-13',
    title: t(
      'Конференция «Споры с иностранным элементом в новых условиях»',
      'Conference “Cross-border disputes in a new environment”',
    ),
    summary: t(
      'Ежегодная конференция коллегии посвящена тому, как изменились международные споры российских компаний после введения санкций: выбор форума, исполнение решений и новые арбитражные центры.',
      'The firm’s annual conference looks at how Russian companies’ international disputes have changed since sanctions were imposed: choice of forum, enforcement of awards and judgments, and new arbitration centres.',
    ),
    body: p(
      [
        'За 2022 год привычная модель разрешения международных споров российского бизнеса — английское право и арбитраж в Лондоне или Стокгольме — перестала работать для многих компаний. Российские суды получили беспрецедентное количество дел с иностранным элементом, а стороны ищут новые площадки в дружественных юрисдикциях.',
        'В программе конференции: практика применения статей 248.1 и 248.2 АПК РФ за первый год санкционного кризиса; признание и исполнение российских решений за рубежом и иностранных решений в России; арбитражные институты Азии и Ближнего Востока как альтернатива европейским; составление арбитражных оговорок в новых контрактах. В дискуссии примут участие корпоративные юристы крупнейших российских экспортёров и арбитры.',
        'Регистрация открыта до 3 ноября. Участие для корпоративных юристов бесплатное, для представителей консалтинговых компаний — по приглашению.',
      ],
      [
        'In 2022 the familiar model for resolving Russian businesses’ international disputes — English law and arbitration in London or Stockholm — stopped working for many companies. Russian courts have received an unprecedented number of cross-border cases, and parties are seeking new venues in friendly jurisdictions.',
        'The programme covers the application of Articles 248.1 and 248.2 of the Arbitrazh Procedure Code in the first year of the sanctions crisis; recognition and enforcement of Russian judgments abroad and of foreign judgments and awards in Russia; Asian and Middle Eastern arbitral institutions as an alternative to European ones; and drafting arbitration clauses in new contracts. In-house counsel of major Russian exporters and arbitrators will take part in the discussion.',
        'Registration is open until 3 November. Attendance is free for in-house counsel; representatives of consultancies attend by invitation.',
      ],
    ),
    authors: ['gromov', 'orlov'],
    practices: ['international-arbitration', 'foreign-state-courts'],
    event: {
      startsAt: '2022-11-10T10:00:00+03:00',
      endsAt: '2022-11-10T18:00:00+03:00',
      place: t(
        'Москва, Центр международной торговли, Конгресс-центр',
        'Moscow, World Trade Center, Congress Centre',
      ),
    },
  },
  {
    key: 'e-2022-kommersant-ranking',
    type: 'news',
    publishedAt: '2022-12-20',
    title: t(
      'Коллегия — в рейтинге юридических фирм «Коммерсантъ» по санкционным спорам',
      'The firm ranked by Kommersant for sanctions disputes',
    ),
    summary: t(
      'По итогам ежегодного исследования издательского дома «Коммерсантъ» коллегия вошла в число ведущих фирм в новой номинации «Санкционные споры и комплаенс», а также сохранила позиции в разрешении споров и банкротстве.',
      'In Kommersant’s annual survey the firm has been named among the leading firms in the new category of Sanctions Disputes and Compliance, and has kept its positions in dispute resolution and insolvency.',
    ),
    body: p(
      [
        'Издательский дом «Коммерсантъ» опубликовал результаты ежегодного рейтинга юридических фирм. В этом году составители впервые выделили отдельную номинацию для санкционной практики, и коллегия вошла в число её лидеров. Среди дел, отмеченных исследователями, — запрет иностранному банку продолжать арбитраж против клиента и сопровождение сделок по выходу иностранных компаний из российских активов.',
        'Практики разрешения споров, банкротства и международного арбитража сохранили места в верхней части соответствующих рейтингов, несмотря на то что год заметно изменил структуру рынка и круг клиентов.',
        'Подводя итоги 2022 года, мы благодарим клиентов за доверие в самое непростое для многих время и команду коллегии — за готовность работать в режиме, когда регулирование меняется быстрее, чем успевают выходить комментарии к нему.',
      ],
      [
        'The Kommersant publishing house has published the results of its annual law firm ranking. This year the researchers introduced a separate category for sanctions work for the first time, and the firm is among its leaders. The matters noted include the injunction restraining a foreign bank from continuing arbitration against a client and advice on foreign companies’ exits from Russian assets.',
        'The dispute resolution, insolvency and international arbitration practices have kept their places at the top of the respective tables, even though the year has markedly changed the structure of the market and the range of clients.',
        'As 2022 draws to a close, we thank our clients for their trust at a time that has been extremely difficult for many, and the firm’s team for its readiness to work when regulation changes faster than commentary on it can be written.',
      ],
    ),
    authors: ['gromov', 'larina'],
    practices: ['international-sanctions', 'dispute-resolution'],
  },
]

/** Press center posts from 2019 to 2022, oldest first. */
export const postsEarly: PostSeed[] = [...posts2019, ...posts2020, ...posts2021, ...posts2022]
