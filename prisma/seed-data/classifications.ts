// Business classifications used by the business programs. The 5-digit codes are OUR OWN scheme,
// styled after GL class codes but not ISO's (or any bureau's) codes:
//   1xxxx food and drink, 2xxxx retail, 3xxxx contractors and trades, 4xxxx offices and professional
//   services, 5xxxx personal care and fitness, 6xxxx building, auto and other services.
// Every class is rated on revenue. naicsCodes are NAICS 2022 6-digit codes (checked against
// data/naics-2022.csv by lib/rating/seed-data.test.ts); several classes may share a NAICS code.
// Class rates live in each program's ratingPlan, keyed by these codes (see carriers.ts).

export interface ClassificationSeed {
  code: string; // 5 digits, our scheme
  description: string;
  naicsCodes: string[]; // NAICS 2022, 6 digits
  basis: "revenue"; // the exposure base of the class rate
}

const c = (code: string, description: string, naicsCodes: string[]): ClassificationSeed => ({ code, description, naicsCodes, basis: "revenue" });

export const CLASSIFICATIONS: ClassificationSeed[] = [
  // Food and drink
  c("10100", "Bakeries (retail, baking on premises)", ["311811", "445291"]),
  c("10110", "Coffee shops and cafés (no cooking with grease)", ["722515"]),
  c("10120", "Donut and bagel shops", ["722515", "311811"]),
  c("10130", "Ice cream, frozen yogurt and dessert shops", ["722515"]),
  c("10140", "Juice and smoothie bars", ["722515"]),
  c("10200", "Restaurants, full service (alcohol under 30% of sales)", ["722511"]),
  c("10210", "Restaurants, limited service / fast casual", ["722513"]),
  c("10220", "Pizza restaurants, take-out and delivery", ["722513"]),
  c("10230", "Food trucks and mobile food vendors", ["722330"]),
  c("10240", "Caterers", ["722320"]),
  c("10300", "Bars and taverns", ["722410"]),
  c("10310", "Breweries with taprooms", ["312120"]),
  c("10400", "Grocery stores", ["445110"]),
  c("10410", "Convenience stores (no fuel)", ["445131"]),
  c("10420", "Specialty food stores and delicatessens", ["445298", "445230"]),
  c("10430", "Beer, wine and liquor stores", ["445320"]),

  // Retail
  c("20100", "Clothing and accessories stores", ["458110"]),
  c("20110", "Shoe stores", ["458210"]),
  c("20120", "Jewelry stores", ["458310"]),
  c("20200", "Book stores", ["459210"]),
  c("20210", "Gift, novelty and souvenir shops", ["459420"]),
  c("20220", "Florists", ["459310"]),
  c("20230", "Hobby, toy and game stores", ["459120"]),
  c("20240", "Sporting goods stores", ["459110"]),
  c("20250", "Pet supply stores", ["459910"]),
  c("20260", "Hardware stores", ["444140"]),
  c("20270", "Furniture stores", ["449110"]),
  c("20280", "Electronics and appliance stores", ["449210"]),
  c("20290", "Cosmetics and beauty supply stores", ["456120"]),
  c("20300", "Optical goods stores", ["456130"]),
  c("20310", "Office supply and stationery stores", ["459410"]),
  c("20320", "Thrift and used merchandise stores", ["459510"]),
  c("20330", "Musical instrument stores", ["459140"]),

  // Contractors and trades
  c("30100", "Plumbing contractors (residential and light commercial)", ["238220"]),
  c("30110", "HVAC contractors", ["238220"]),
  c("30200", "Electrical contractors", ["238210"]),
  c("30300", "Carpentry, interior finish", ["238350"]),
  c("30310", "Carpentry, framing", ["238130"]),
  c("30400", "Painting, interior and exterior (up to three stories)", ["238320"]),
  c("30500", "Landscaping and lawn care", ["561730"]),
  c("30600", "Flooring installation", ["238330"]),
  c("30610", "Drywall and insulation", ["238310"]),
  c("30620", "Tile and stone setting", ["238340"]),
  c("30630", "Roofing", ["238160"]),
  c("30640", "Handyman services and residential remodeling", ["236118"]),
  c("30650", "Fence installation", ["238990"]),
  c("30660", "Concrete flatwork", ["238110"]),
  c("30670", "Glass and glazing", ["238150"]),
  c("30680", "Siding installation", ["238170"]),
  c("30700", "Appliance repair", ["811412"]),
  c("30710", "Locksmiths", ["561622"]),
  c("30720", "Pest control", ["561710"]),

  // Offices and professional services
  c("40100", "Accountants and CPA firms", ["541211"]),
  c("40110", "Bookkeeping and payroll services", ["541219", "541214"]),
  c("40120", "Tax preparation", ["541213"]),
  c("40200", "Architects", ["541310"]),
  c("40210", "Engineers, consulting (non-structural)", ["541330"]),
  c("40220", "Interior designers", ["541410"]),
  c("40300", "Management consultants", ["541611", "541618"]),
  c("40310", "Marketing consultants", ["541613"]),
  c("40320", "Human resources consultants", ["541612"]),
  c("40330", "Other business and technical consultants", ["541690", "541990"]),
  c("40400", "IT consulting and systems integration", ["541512"]),
  c("40410", "Software development, custom", ["541511"]),
  c("40420", "Software publishers (SaaS)", ["513210"]),
  c("40430", "Web design and hosting", ["541511", "518210"]),
  c("40440", "Computer repair", ["811210"]),
  c("40500", "Insurance agencies", ["524210"]),
  c("40510", "Real estate agents and brokers", ["531210"]),
  c("40520", "Graphic designers", ["541430"]),
  c("40530", "Photographers", ["541921"]),
  c("40540", "Advertising agencies", ["541810"]),
  c("40550", "Translation and interpretation services", ["541930"]),
  c("40560", "Travel agencies", ["561510"]),

  // Personal care and fitness
  c("50100", "Beauty salons", ["812112"]),
  c("50110", "Barber shops", ["812111"]),
  c("50120", "Nail salons", ["812113"]),
  c("50130", "Day spas and massage (no medical treatment)", ["812199"]),
  c("50200", "Fitness centers and gyms", ["713940"]),
  c("50210", "Yoga and pilates studios", ["713940"]),
  c("50220", "Martial arts studios", ["611620"]),
  c("50230", "Dance studios", ["611610"]),

  // Building, auto and other services
  c("60100", "Janitorial and commercial cleaning", ["561720"]),
  c("60110", "Residential cleaning and maid services", ["561720"]),
  c("60120", "Carpet and upholstery cleaning", ["561740"]),
  c("60200", "Auto repair, general", ["811111"]),
  c("60210", "Auto body and paint shops", ["811121"]),
  c("60220", "Oil change and lube shops", ["811191"]),
  c("60230", "Car washes and auto detailing", ["811192"]),
  c("60240", "Tire dealers", ["441340"]),
  c("60300", "Dry cleaners (drop-off, no plant)", ["812320"]),
  c("60310", "Laundromats", ["812310"]),
  c("60320", "Pet grooming", ["812910"]),
  c("60330", "Tailors and alterations", ["811490"]),
  c("60340", "Print and copy shops", ["323111"]),
];
